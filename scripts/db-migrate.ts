import { migrate } from '#/server/db/migrate.ts';
import { openCliDatabase, run } from './lib/cli.ts';

await run(async () => {
  const database = await openCliDatabase();
  try {
    const applied = await migrate(database.sql);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await database.close();
  }
});
