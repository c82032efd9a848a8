import { describe, expect, it } from 'vitest';
import { addRecent, MAX_RECENT, parseFavourites, parseRecent, toggleId, type RecentItem } from './favourites.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number): RecentItem => ({ id: id(n), slug: `c-${n}`, title: `C ${n}`, hasPreview: true });

describe('browser favourites and recently viewed', () => {
  it('toggle ids newest first, without duplicates', () => {
    expect(toggleId(toggleId([id(1)], id(2), true), id(1), true)).toEqual([id(1), id(2)]);
    expect(toggleId([id(1), id(2)], id(1), false)).toEqual([id(2)]);
  });

  it('read stored lists loosely', () => {
    expect(parseFavourites(JSON.stringify([id(1), 'x', id(1), 3]))).toEqual([id(1)]);
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseRecent(JSON.stringify([item(1), { id: 'x' }, { ...item(2), slug: '<script>' }]))).toEqual([item(1)]);
  });

  it('keep the last 12 distinct characters viewed, the latest first', () => {
    let list: RecentItem[] = [];
    for (let n = 1; n <= 15; n++) list = addRecent(list, item(n));
    list = addRecent(list, item(10));
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]).toEqual(item(10));
    expect(list.map((r) => r.id)).not.toContain(id(3));
    expect(new Set(list.map((r) => r.id)).size).toBe(MAX_RECENT);
  });
});
