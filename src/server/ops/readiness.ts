import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { MIGRATIONS_DIR } from '#/server/db/migrate.ts';
import { newKey, type Storage } from '#/server/storage/storage.ts';

/**
 * Whether this process should get traffic from a load balancer: the database answers, every
 * migration on disk is applied, and storage takes a write. The database checks run at most every
 * few seconds (a balancer polls often); the storage probe writes an object, so a passing one is
 * trusted for a minute, a failing one is tried again at the next check.
 */
export type Readiness = { ready: boolean; checks: { database: string; migrations: string; storage: string } };
export type ReadinessAnswer = { status: 200 | 503; body: { status: 'ready' | 'not ready'; checks?: Readiness['checks'] } };

const FRESH_MS = 5_000;
const STORAGE_FRESH_MS = 60_000;
let last: { at: number; value: Promise<Readiness> } | null = null;
let storageLast: { at: number; value: Promise<string> } | null = null;

export function checkReadiness(database: () => Promise<DatabaseHandle>, storage: Storage, now = Date.now()): Promise<Readiness> {
  if (!last || now - last.at > FRESH_MS) last = { at: now, value: probe(database, storage, now) };
  return last.value;
}

/**
 * The answer of GET /api/ready. Anyone sees whether the process is ready; which check failed, and
 * the error's own words (database names, addresses), only an operator holding METRICS_TOKEN. The
 * server log always has them.
 */
export async function readinessAnswer(database: () => Promise<DatabaseHandle>, storage: Storage, authorization: string | null, token: string | undefined): Promise<ReadinessAnswer> {
  const readiness = await checkReadiness(database, storage);
  const body = { status: readiness.ready ? ('ready' as const) : ('not ready' as const) };
  return { status: readiness.ready ? 200 : 503, body: isOperator(authorization, token) ? { ...body, checks: readiness.checks } : body };
}

export function isOperator(authorization: string | null, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const given = Buffer.from(authorization);
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Forgets every result: the next check probes again (tests). */
export function forgetReadiness(): void {
  last = null;
  storageLast = null;
}

async function probe(database: () => Promise<DatabaseHandle>, storage: Storage, now: number): Promise<Readiness> {
  const [db, migrations, store] = await Promise.all([
    outcome(async () => void (await (await database()).sql.query('SELECT 1'))),
    outcome(() => migrationsApplied(database)),
    storageCheck(storage, now),
  ]);
  const readiness = { ready: db === 'ok' && migrations === 'ok' && store === 'ok', checks: { database: db, migrations, storage: store } };
  if (!readiness.ready) console.error('[ready] not ready:', JSON.stringify(readiness.checks));
  return readiness;
}

async function storageCheck(storage: Storage, now: number): Promise<string> {
  const kept = storageLast && now - storageLast.at <= STORAGE_FRESH_MS ? await storageLast.value : null;
  if (kept === 'ok') return kept;
  storageLast = { at: now, value: outcome(() => storageWritable(storage)) };
  return storageLast.value;
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
