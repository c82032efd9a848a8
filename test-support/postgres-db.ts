import pg from 'pg';
import type { AuditDb } from '#test-support/load/ledger-audit.ts';

/** A database of its own on the machine's PostgreSQL server (TEST_DATABASE_URL or the default), dropped afterwards. */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function freshPostgresDatabase(name: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const db = `${name}_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${db}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${db}`;
  return {
    url: url.href,
    /** A client for checking the books, answering `{ rows }` like PGlite. */
    async open(): Promise<AuditDb & { end(): Promise<void> }> {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      return { query: async <T,>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }), end: () => client.end() };
    },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Asks again until `check` holds or `ms` pass; returns whether it held (the caller asserts it). */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
