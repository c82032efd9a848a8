import { describe, expect, it } from 'vitest';
import { dayRange, optionsOf, parseDay, parseListFilter, type ListFilterSpec } from './list-filter.ts';

const USERS: ListFilterSpec = { choices: [{ name: 'role', label: 'Role', options: optionsOf(['user', 'admin']) }, { name: 'state', label: 'State', options: optionsOf(['active', 'disabled']) }] };
const ORDERS: ListFilterSpec = { choices: [{ name: 'status', label: 'Status', options: optionsOf(['paid', 'refunded']) }], dates: true };
const parse = (qs: string, spec: ListFilterSpec) => parseListFilter(new URLSearchParams(qs), spec);

describe('list filters', () => {
  it('keeps only the values a list declares', () => {
    expect(parse('role=admin&state=disabled&page=2', USERS)).toEqual({ role: 'admin', state: 'disabled' });
    expect(parse('role=root&state=', USERS)).toEqual({});
    expect(parse("role=admin'--&status=paid", USERS)).toEqual({});
  });

  it('ignores filters the list does not have', () => {
    expect(parse('status=paid&from=2026-01-01', USERS)).toEqual({});
    expect(parse('role=admin', ORDERS)).toEqual({});
  });

  it('accepts real days only, and puts a backwards range the right way round', () => {
    expect(parse('from=2026-11-01&to=2026-11-23', ORDERS)).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(parse('from=2026-11-23&to=2026-11-01', ORDERS)).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(parse('from=2026-02-30&to=yesterday', ORDERS)).toEqual({});
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2025-02-29')).toBeNull();
    expect(parseDay('12026-01-01')).toBeNull();
  });

  it('turns a day range into instants, the last day included', () => {
    expect(dayRange({ from: '2026-11-01', to: '2026-11-23' })).toEqual({ start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-11-24T00:00:00Z') });
    expect(dayRange({})).toEqual({ start: undefined, end: undefined });
  });
});
