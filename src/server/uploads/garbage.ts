import { eq, sql } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { rows } from '#/server/db/rows.ts';
import { storedFiles } from '#/server/db/schema.ts';
import type { Storage } from '#/server/storage/storage.ts';

/**
 * Files no record references are removed once they are older than a grace period: an
 * upload killed between storing its files and saving its record, a record deleted
 * (a character, a tutorial) whose files stayed. The grace period covers uploads in flight.
 */
export const UPLOAD_GRACE_MS = 24 * 3600_000;

/** Columns that hold storage keys: every text column called `*_key`, read from the catalogue so a new table counts without a change here. */
const NOT_STORAGE_KEYS = ['idempotency_key', 'dedupe_key'];

async function referencedKeys(db: Database): Promise<Set<string>> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type = 'text' AND column_name LIKE '%\\_key'`,
  );
  const keys = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    if (NOT_STORAGE_KEYS.includes(column)) continue;
    const found = await rows<{ key: string }>(db, sql`SELECT DISTINCT ${sql.identifier(column)} AS key FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`);
    for (const row of found) keys.add(row.key);
  }
  return keys;
}

/** Removes unreferenced objects older than `graceMs` (and their rows in stored_files); answers the keys removed. */
export async function collectUploadGarbage(db: Database, storage: Storage, options: { graceMs?: number; now?: Date } = {}): Promise<string[]> {
  if (!storage.list) return [];
  const graceMs = options.graceMs ?? UPLOAD_GRACE_MS;
  const now = (options.now ?? new Date()).getTime();
  const referenced = await referencedKeys(db);
  const removed: string[] = [];
  for await (const object of storage.list()) {
    if (referenced.has(object.key) || now - object.modifiedAt.getTime() < graceMs) continue;
    await db.delete(storedFiles).where(eq(storedFiles.key, object.key));
    await storage.delete(object.key);
    removed.push(object.key);
  }
  return removed;
}
