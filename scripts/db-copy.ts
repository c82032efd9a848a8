/**
 * `npm run db:copy -- <postgres url>`: copies the embedded database (PGLITE_DIR or DATA_DIR/pglite)
 * into an empty PostgreSQL database. Stop the server first (it holds the embedded database's lock).
 * Files in DATA_DIR/storage stay where they are, or go to S3 with the storage settings (docs/deploy.md).
 */
import { openDatabase } from '#/server/db/open.ts';
import { copyDatabase } from '#/server/ops/db-copy.ts';
import { cliConfig, run } from './lib/cli.ts';

await run(async () => {
  const url = process.argv[2];
  if (!url?.startsWith('postgres')) throw new Error('Usage: npm run db:copy -- postgres://user@host:5432/database');
  const source = await openDatabase({ pgliteDir: cliConfig().pgliteDir });
  const target = await openDatabase({ url });
  try {
    const report = await copyDatabase(source.sql, target.sql, (line) => console.log(line));
    console.log(`Copied ${report.tables.reduce((sum, t) => sum + t.rows, 0)} rows in ${report.tables.length} tables. Start the store with DATABASE_URL=${url.replace(/\/\/[^@]*@/, '//…@')}.`);
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
});
