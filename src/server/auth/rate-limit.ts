import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '#/server/db/open.ts';
import { config } from '#/server/config/config.ts';
import { rateLimited } from '#/server/errors/catalogue.ts';

/**
 * Rate limits on login, registration, recovery and password change, with counters in
 * the `rate_limits` table so every server instance shares them. Login counts per
 * account *and* address (a stranger elsewhere cannot lock the owner out), with a
 * longer daily window on top of the 15-minute one (a delay that grows with misuse).
 * Successful logins give their reserved point back, so correct sign-ins never add up.
 */
export const LIMITS = {
  loginIp: { points: 50, duration: 15 * 60 },
  loginPair: { points: 10, duration: 15 * 60 },
  loginPairDay: { points: 30, duration: 24 * 3600 },
  registerIp: { points: config.registrationsPerHour, duration: 60 * 60 },
  passwordChange: { points: 5, duration: 15 * 60 },
  unlockMail: { points: 1, duration: 15 * 60 },
  recoveryIp: { points: 10, duration: 15 * 60 },
  recoveryAccount: { points: 3, duration: 60 * 60 },
  // Reviews (src/server/reviews): writing and editing, and abuse reports, per account.
  reviewWrite: { points: 20, duration: 60 * 60 },
  reviewReport: { points: 10, duration: 60 * 60 },
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

export type Reservation = { ok: boolean; used: number; msBeforeNext: number };

/**
 * Reserves one attempt before the work it guards (verifying a password), in one atomic
 * upsert: of N requests sent at once, at most the limit get past. `used` counts this
 * attempt too, so `used === points + 1` marks the first refusal of a window.
 */
export async function reserve(db: Database, name: LimitName, key: string): Promise<Reservation> {
  try {
    const res = await limiter(db, name).consume(key);
    return { ok: true, used: res.consumedPoints, msBeforeNext: res.msBeforeNext };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false, used: error.consumedPoints, msBeforeNext: error.msBeforeNext };
    throw error;
  }
}

/** Reserves an attempt or throws RATE_LIMITED (429, Retry-After). */
export async function reserveOrThrow(db: Database, name: LimitName, key: string): Promise<void> {
  const reservation = await reserve(db, name, key);
  if (!reservation.ok) throw rateLimited(reservation.msBeforeNext);
}

/** Gives a reserved attempt back (the attempt succeeded, or a later check refused it). */
export async function release(db: Database, name: LimitName, key: string): Promise<void> {
  await limiter(db, name).reward(key, 1);
}

export async function reset(db: Database, name: LimitName, key: string): Promise<void> {
  await limiter(db, name).delete(key);
}
