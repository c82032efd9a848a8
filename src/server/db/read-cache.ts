/**
 * A short-lived memo of reads that do not depend on the visitor (catalogue facets, footer links),
 * per database object so tests with their own database never share entries. The admin functions
 * that change those rows call `forgetCached`; the TTL bounds staleness when another process
 * (a second server on the same PostgreSQL) made the change.
 */
export const READ_CACHE_TTL_MS = 30_000;

type Entry = { expires: number; epoch: number; value: Promise<unknown> };
const caches = new WeakMap<object, Map<string, Entry>>();
let epoch = 0;

export function cachedRead<T>(db: object, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.expires > now && hit.epoch === epoch) return hit.value as Promise<T>;
  const value = load();
  const entry = { expires: now + READ_CACHE_TTL_MS, epoch, value };
  cache.set(key, entry);
  // A failed read is not remembered: the next request tries again.
  value.catch(() => cache.get(key) === entry && cache.delete(key));
  return value;
}

export function forgetCached(db: object, ...keys: string[]): void {
  const cache = caches.get(db);
  for (const key of keys) cache?.delete(key);
}

/** Another process changed the catalogue (heard through the cache bus): every memo is out of date. */
export function forgetAllCached(): void {
  epoch++;
}
