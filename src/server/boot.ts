import { sql } from 'drizzle-orm';
import { startCacheSync } from './cache/sync.ts';
import { fillArtTraits } from './catalogue/art-traits.ts';
import { renameReservedSlugs } from './catalogue/reserved-slugs.ts';
import { config } from './config/config.ts';
import { env, rawEnv } from './config/env.ts';
import { getDatabase } from './db/index.ts';
import { startMediaPreparation } from './media/background.ts';
import { migrate } from './db/migrate.ts';
import type { DatabaseHandle } from './db/open.ts';
import { seedDemoData } from './seed/index.ts';
import { prepareTutorialVideos } from './seed/tutorials/seeder.ts';
import { assertSafeDefaults } from './security/production-defaults.ts';
import { registerStoreTasks, startTasks } from './tasks/store-tasks.ts';
import { registerNoticeTasks } from './notices/tasks.ts';
import { registerMakerTasks } from './maker/tasks.ts';
import { getStorage, localStorageRoot } from './storage/index.ts';
import { sweepInterruptedUploads } from './uploads/interrupted.ts';

let booting: Promise<DatabaseHandle> | undefined;

async function start(): Promise<DatabaseHandle> {
  // Before anything else: a production deploy left on demo-only settings must not serve a single request.
  // The schema's checks first (a wrong value, PAYMENT_PROVIDER=stripe without its keys), then the production rules.
  env();
  assertSafeDefaults(rawEnv());
  const database = await getDatabase();
  const applied = await migrate(database.sql);
  if (applied.length) console.log(`[db] applied migrations: ${applied.join(', ')}`);
  if (config.demoMode) await seedOnce(database);
  // Art recorded before colours and parts were worked out from it (once per row; nothing to do after).
  await fillArtTraits(database.db);
  // A slug never shadows a page: rows named before their word became a route get a new address.
  const renamed = await renameReservedSlugs(database.db);
  if (renamed.length) console.log(`[routes] renamed addresses that are page names: ${renamed.join(', ')}`);
  await startCacheSync(database);
  // Files of uploads a killed server could not finish or remove.
  await sweepInterruptedUploads(config.dataDir, localStorageRoot());
  // Background work (outbox mail, refund settlement, the sweep of unreferenced uploads) runs in this process.
  // Every kind of task the runner knows, named here (nothing registers itself on import).
  registerStoreTasks();
  registerNoticeTasks();
  registerMakerTasks();
  await startTasks(database.db);
  // Galleries, PNGs and videos take minutes: made after start, while the store already answers.
  // The demo tutorials' short videos go first (seconds), then the characters' media.
  const tutorialVideos = prepareTutorialVideos(database.db, getStorage()).catch((error: Error) => console.log(`tutorials: ${error.message}`));
  if (env().MEDIA_PREPARATION === 'on') void tutorialVideos.then(() => startMediaPreparation(database.db, getStorage()));
  else console.log('media: preparation at start is off (MEDIA_PREPARATION=off)');
  return database;
}

async function seedOnce(database: DatabaseHandle): Promise<void> {
  const seeded = await database.sql.query("SELECT 1 FROM app_meta WHERE key = 'demo_seeded'");
  if (seeded.length) return;
  await seedDemoData(database.db, getStorage());
  await database.db.execute(sql`INSERT INTO app_meta (key, value) VALUES ('demo_seeded', now()::text) ON CONFLICT (key) DO NOTHING`);
}

/**
 * Start-up work, once per process: migrations, demo data in demo mode, and the sweep of
 * interrupted uploads. The middleware waits for it before the first request is answered;
 * a failure is retried on the next request.
 */
export function boot(): Promise<DatabaseHandle> {
  booting ??= start().catch((error) => {
    booting = undefined;
    throw error;
  });
  return booting;
}
