import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { MIGRATIONS_DIR } from '#/server/db/migrate.ts';
import { newKey, type Storage } from '#/server/storage/storage.ts';

/**
 * Whether this process should get traffic from a load balancer: the database answers, every
 * migration on disk is applied, and storage takes a write. Checked at most every few seconds
 * (a balancer polls often; the storage probe writes an object).
 */
export type Readiness = { ready: boolean; checks: { database: string; migrations: string; storage: string } };

const FRESH_MS = 5_000;
let last: { at: number; value: Promise<Readiness> } | null = null;

export function checkReadiness(database: () => Promise<DatabaseHandle>, storage: Storage, now = Date.now()): Promise<Readiness> {
  if (!last || now - last.at > FRESH_MS) last = { at: now, value: probe(database, storage) };
  return last.value;
}

async function probe(database: () => Promise<DatabaseHandle>, storage: Storage): Promise<Readiness> {
  const [db, migrations, store] = await Promise.all([
    outcome(async () => void (await (await database()).sql.query('SELECT 1'))),
    outcome(() => migrationsApplied(database)),
    outcome(() => storageWritable(storage)),
  ]);
  return { ready: db === 'ok' && migrations === 'ok' && store === 'ok', checks: { database: db, migrations, storage: store } };
}

async function outcome(check: () => Promise<void>): Promise<string> {
  try {
    await check();
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 200) : 'failed';
  }
}

async function migrationsApplied(database: () => Promise<DatabaseHandle>): Promise<void> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f));
  const rows = await (await database()).sql.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((r) => r.name));
  const missing = files.filter((f) => !applied.has(f));
  if (missing.length) throw new Error(`not applied: ${missing.join(', ')}`);
}

async function storageWritable(storage: Storage): Promise<void> {
  const key = newKey('characters', 'txt');
  await storage.put(key, Readable.from([Buffer.from('ready')]), { contentType: 'text/plain' });
  await storage.delete(key);
}
