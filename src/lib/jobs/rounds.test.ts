import { describe, expect, it } from 'vitest';
import { inTimeOrder } from './rounds.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));

describe('inTimeOrder: deliveries and corrections as they happened', () => {
  it('interleaves the two lists by time', () => {
    const deliveries = [{ id: 'd1', createdAt: at(1) }, { id: 'd2', createdAt: at(3) }, { id: 'd3', createdAt: at(5) }];
    const corrections = [{ id: 'c1', createdAt: at(2) }, { id: 'c2', createdAt: at(4) }];
    expect(inTimeOrder(deliveries, corrections).map((r) => r.entry.id)).toEqual(['d1', 'c1', 'd2', 'c2', 'd3']);
  });
  it('tags each entry with its kind and keeps the rows as given', () => {
    const delivery = { id: 'd1', createdAt: at(1), round: 1 };
    const correction = { id: 'c1', createdAt: at(2), note: 'Bigger hat' };
    expect(inTimeOrder([delivery], [correction])).toEqual([{ type: 'delivery', entry: delivery }, { type: 'correction', entry: correction }]);
  });
  it('puts a delivery before a correction of the same instant, and handles empty lists', () => {
    expect(inTimeOrder([{ id: 'd', createdAt: at(1) }], [{ id: 'c', createdAt: at(1) }]).map((r) => r.type)).toEqual(['delivery', 'correction']);
    expect(inTimeOrder([], [])).toEqual([]);
  });
});
