import { describe, expect, it } from 'vitest';
import { READ_CACHE_TTL_MS, cachedRead, forgetCached } from './read-cache.ts';

describe('cachedRead', () => {
  it('answers from memory within the TTL, per database, and reloads after it or when forgotten', async () => {
    const db = {};
    const other = {};
    let loads = 0;
    const load = async () => ++loads;
    expect(await cachedRead(db, 'k', load, 0)).toBe(1);
    expect(await cachedRead(db, 'k', load, READ_CACHE_TTL_MS - 1)).toBe(1);
    expect(await cachedRead(other, 'k', load, 0)).toBe(2);
    expect(await cachedRead(db, 'k', load, READ_CACHE_TTL_MS)).toBe(3);
    forgetCached(db, 'k');
    expect(await cachedRead(db, 'k', load, READ_CACHE_TTL_MS)).toBe(4);
  });

  it('does not remember a failed read', async () => {
    const db = {};
    await expect(cachedRead(db, 'k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cachedRead(db, 'k', async () => 'ok', 0)).toBe('ok');
  });
});
