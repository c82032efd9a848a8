import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/open.ts';
import { AppError } from '../errors.ts';

/**
 * Rate limits on login and recovery, with counters in the `rate_limits` table so
 * every server instance shares them. Only failures count for login, so people who
 * sign in correctly are never slowed down.
 */
export const LIMITS = {
  loginIp: { points: 50, duration: 15 * 60 },
  loginAccount: { points: 10, duration: 15 * 60 },
  recoveryIp: { points: 10, duration: 15 * 60 },
  recoveryAccount: { points: 3, duration: 60 * 60 },
} as const;
export type LimitName = keyof typeof LIMITS;

type QueryClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * RateLimiterPostgres speaks `query({text, values, name})`. Both drivers' raw clients
 * take `query(text, values)`; the statement name is dropped because named prepared
 * statements collide on PGlite's single multiplexed connection.
 */
function adapter(db: Database) {
  const client = (db as unknown as { $client: QueryClient }).$client;
  return {
    query: async (q: { text: string; values?: unknown[] }) => {
      const result = await client.query(q.text, q.values);
      return { rows: result.rows, rowCount: result.rows.length };
    },
  };
}

const limiters = new WeakMap<Database, Map<LimitName, RateLimiterPostgres>>();

function limiter(db: Database, name: LimitName): RateLimiterPostgres {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let found = byName.get(name);
  if (!found) {
    found = new RateLimiterPostgres({
      storeClient: adapter(db),
      storeType: 'client',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: name,
      ...LIMITS[name],
    });
    byName.set(name, found);
  }
  return found;
}

function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', undefined, { headers: { 'retry-after': String(seconds) } });
}

/** Throws RATE_LIMITED (429, Retry-After) when a counter is already used up. */
export async function assertNotLimited(db: Database, name: LimitName, key: string): Promise<void> {
  const state = await limiter(db, name).get(key);
  if (state && state.consumedPoints >= LIMITS[name].points) throw tooMany(state.msBeforeNext);
}

/** Counts one event; throws RATE_LIMITED when that went over the limit. */
export async function consume(db: Database, name: LimitName, key: string): Promise<void> {
  try {
    await limiter(db, name).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
    throw error;
  }
}

export async function reset(db: Database, name: LimitName, key: string): Promise<void> {
  await limiter(db, name).delete(key);
}
