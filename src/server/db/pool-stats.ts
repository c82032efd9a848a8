import type { DatabaseHandle } from '#/server/db/open.ts';

/**
 * The app's database pool use, for the metrics served by server/index.mjs. That file and the bundled
 * app hold separate copies of every module, so the handle goes through a global symbol.
 */
export type PoolStats = { total: number; idle: number; waiting: number };
const POOL = Symbol.for('toonmart.db-pool-stats');
type Holder = { [POOL]?: () => PoolStats };

export function registerPoolStats(database: DatabaseHandle): void {
  if (database.poolStats) (globalThis as Holder)[POOL] = database.poolStats;
}

export function poolStats(): PoolStats | undefined {
  return (globalThis as Holder)[POOL]?.();
}
