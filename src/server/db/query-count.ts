/**
 * Counts the app's database queries (drizzle's logger hook), for the metrics and for the bench's
 * "queries per page". A global symbol, like the pool stats: server/index.mjs reads what the bundle counts.
 */
const COUNT = Symbol.for('toonmart.db-queries');
type Holder = { [COUNT]?: number };

export const queryCounter = {
  logQuery(): void {
    (globalThis as Holder)[COUNT] = ((globalThis as Holder)[COUNT] ?? 0) + 1;
  },
};

export function queriesSoFar(): number {
  return (globalThis as Holder)[COUNT] ?? 0;
}
