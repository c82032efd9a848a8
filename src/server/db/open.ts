import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDirLock } from './lock.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { openPgliteThread, type PgliteClient } from './pglite-thread.ts';
import { queryCounter } from './query-count.ts';
import { runTransactionsWith } from './transactions.ts';
import type { Database } from './types.ts';

export type { Database, DbOrTx, Tx } from './types.ts';

/** Runs plain SQL on either driver; used by migrations and by libraries that need raw queries. */
export type SqlRunner = {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
};

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  sql: SqlRunner;
  /** PGlite only (one process): hears NOTIFY on `channel` once the notifying transaction commits. */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<unknown>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type OpenOptions =
  | { url: string; poolSize?: number }
  /** `transactionsModule`: the module of transactions the database's thread may run whole (src/server/settlement/thread-transactions.ts). */
  | { pgliteDir: string; transactionsModule?: string }
  | { pglite: PGliteInterface };


export async function openPglite(dataDir?: string): Promise<PGlite> {
  return PGlite.create(dataDir ? { dataDir, extensions: PGLITE_EXTENSIONS } : { extensions: PGLITE_EXTENSIONS });
}

function wrapPglite(client: PGliteInterface | PgliteClient, release: () => void, runsTransactions = false): DatabaseHandle {
  const db = drizzlePglite({ client: client as PGlite, schema, logger: queryCounter }) as unknown as Database;
  if (runsTransactions && 'runTransaction' in client) runTransactionsWith(db, client.runTransaction);
  return {
    db,
    kind: 'pglite',
    sql: {
      exec: async (sql) => void (await client.exec(sql)),
      query: async <T,>(sql: string, params?: unknown[]): Promise<T[]> => (await client.query<T>(sql, params)).rows,
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      await client.close();
      release();
    },
  };
}

function wrapPostgres(pool: pg.Pool): DatabaseHandle {
  return {
    db: drizzlePg({ client: pool, schema, logger: queryCounter }) as unknown as Database,
    kind: 'postgres',
    sql: {
      exec: async (sql) => void (await pool.query(sql)),
      query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its connection (database restarted) must not crash the process.
    pool.on('error', (error) => console.error('[db] idle client error:', error.message));
    return wrapPostgres(pool);
  }
  if ('pglite' in options) return wrapPglite(options.pglite, () => {});
  const release = acquireDirLock(options.pgliteDir);
  try {
    // The server's database runs on its own thread: its queries no longer hold up rendering and HTTP.
    return wrapPglite(await openPgliteThread(options.pgliteDir, options.transactionsModule), release, Boolean(options.transactionsModule));
  } catch (error) {
    release();
    throw error;
  }
}
