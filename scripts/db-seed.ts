import { sql } from 'drizzle-orm';
import { migrate } from '#/server/db/migrate.ts';
import { seedDemoData } from '#/server/seed/index.ts';
import { createStorage } from '#/server/storage/create.ts';
import { cliConfig, openCliDatabase, run } from './lib/cli.ts';

await run(async () => {
  const database = await openCliDatabase();
  try {
    await migrate(database.sql);
    // The same storage the server would use (local folder or S3), from the same settings.
    await seedDemoData(database.db, createStorage(cliConfig().storage));
    await database.db.execute(sql`INSERT INTO app_meta (key, value) VALUES ('demo_seeded', now()::text) ON CONFLICT (key) DO NOTHING`);
    console.log('Demo data is in place.');
  } finally {
    await database.close();
  }
});
