import { describe, expect, it } from 'vitest';
import { addLine, parseCart, removeLine } from './cart.ts';

describe('parseCart', () => {
  it('reads a valid cart', () => {
    const raw = JSON.stringify([{ characterId: 'c1', plan: 'standard', addedAt: 1 }]);
    expect(parseCart(raw)).toEqual([{ characterId: 'c1', plan: 'standard', addedAt: 1 }]);
  });
  it.each([undefined, '', 'not json', '{"a":1}', '42', 'null'])('ignores a broken value %j', (raw) => {
    expect(parseCart(raw)).toEqual([]);
  });
  it('drops tampered lines and duplicates but keeps the good ones', () => {
    const raw = JSON.stringify([
      { characterId: 'c1', plan: 'standard', addedAt: 1, price: 0 },
      { characterId: 'c1', plan: 'standard', addedAt: 2 },
      { characterId: 'c2', plan: 'platinum', addedAt: 1 },
      { characterId: '', plan: 'extended', addedAt: 1 },
      { characterId: 'c3', plan: 'extended', addedAt: -5 },
      { characterId: 'c4', plan: 'extended', addedAt: 3 },
    ]);
    expect(parseCart(raw)).toEqual([
      { characterId: 'c1', plan: 'standard', addedAt: 1 },
      { characterId: 'c4', plan: 'extended', addedAt: 3 },
    ]);
  });
});

describe('addLine / removeLine', () => {
  it('adds each character and plan once, and removes it', () => {
    let lines = addLine([], 'c1', 'standard', 1);
    lines = addLine(lines, 'c1', 'extended', 2);
    lines = addLine(lines, 'c1', 'standard', 3);
    expect(lines.map((l) => l.plan)).toEqual(['standard', 'extended']);
    expect(removeLine(lines, 'c1', 'standard').map((l) => l.plan)).toEqual(['extended']);
  });
});
