import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate } from '#/server/db/migrate.ts';
import { openDatabase, openPglite, type DatabaseHandle } from '#/server/db/open.ts';

/**
 * Each test gets its own migrated database. On PGlite (the default) a migrated
 * in-memory template is cloned; with TEST_DATABASE_URL (PostgreSQL, run by
 * `npm run test:pg` and CI) a template database is copied with CREATE DATABASE … TEMPLATE.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
export const testDatabaseKind: 'pglite' | 'postgres' = pgUrl ? 'postgres' : 'pglite';

let pgliteTemplate: Promise<PGlite> | undefined;
let pgTemplate: Promise<string> | undefined;

async function buildPgliteTemplate(): Promise<PGlite> {
  const template = await openPglite();
  const handle = await openDatabase({ pglite: template });
  await migrate(handle.sql);
  return template;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function buildPgTemplate(url: string): Promise<string> {
  const name = `toonmart_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const handle = await openDatabase({ url: withDatabase(url, name), poolSize: 1 });
  await migrate(handle.sql);
  await handle.close();
  return name;
}

export async function createTestDb(): Promise<DatabaseHandle> {
  if (!pgUrl) {
    pgliteTemplate ??= buildPgliteTemplate();
    const clone = await (await pgliteTemplate).clone();
    return openDatabase({ pglite: clone });
  }
  pgTemplate ??= buildPgTemplate(pgUrl);
  const template = await pgTemplate;
  const name = `toonmart_t_${randomBytes(6).toString('hex')}`;
  await admin(pgUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const handle = await openDatabase({ url: withDatabase(pgUrl, name), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(pgUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
