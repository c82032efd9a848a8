import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '#/server/config/env.ts';
import type { SqlRunner } from './open.ts';

export const MIGRATIONS_DIR = path.resolve(env().MIGRATIONS_DIR);

/** Applies, in file-name order, every migration not yet recorded; each in its own transaction. */
export async function migrate(sql: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await fs.readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const done = new Set((await sql.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const body = await fs.readFile(path.join(dir, file), 'utf8');
    // Several servers may start together on PostgreSQL: the advisory lock serialises them.
    await sql.exec(
      `BEGIN; SELECT pg_advisory_xact_lock(7261); ${body}; INSERT INTO schema_migrations (name) VALUES ('${file}') ON CONFLICT DO NOTHING; COMMIT;`,
    ).catch(async (error: Error) => {
      await sql.exec('ROLLBACK').catch(() => {});
      throw new Error(`Migration ${file} failed: ${error.message}`, { cause: error });
    });
    applied.push(file);
  }
  return applied;
}
