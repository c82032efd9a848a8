import { sql } from 'drizzle-orm';
import { config } from '../config.ts';
import { seedDemoData } from '../seed/index.ts';
import { getStorage, localStorageRoot } from '../storage/index.ts';
import { sweepInterruptedUploads } from '../uploads/interrupted.ts';
import { migrate } from './migrate.ts';
import { openDatabase, type DatabaseHandle } from './open.ts';

let handle: Promise<DatabaseHandle> | undefined;

async function start(): Promise<DatabaseHandle> {
  const opened = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir });
  const applied = await migrate(opened.sql);
  if (applied.length) console.log(`[db] applied migrations: ${applied.join(', ')}`);
  if (config.demoMode) {
    const seeded = await opened.sql.query("SELECT 1 FROM app_meta WHERE key = 'demo_seeded'");
    if (seeded.length === 0) {
      await seedDemoData(opened.db, getStorage());
      await opened.db.execute(sql`INSERT INTO app_meta (key, value) VALUES ('demo_seeded', now()::text) ON CONFLICT (key) DO NOTHING`);
    }
  }
  // Start-up housekeeping: files of uploads a killed server could not finish or remove.
  await sweepInterruptedUploads(config.dataDir, localStorageRoot());
  return opened;
}

/** The server's database: opened, migrated (and seeded in demo mode) on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  handle ??= start().catch((error) => {
    handle = undefined;
    throw error;
  });
  return handle;
}

export async function getDb() {
  return (await getDatabase()).db;
}
