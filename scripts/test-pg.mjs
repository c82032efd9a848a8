/** `npm run test:pg`: the database tests on PostgreSQL (TEST_DATABASE_URL, default the local `test` database). */
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.log(`Database tests on ${url}`);
const run = spawnSync('npx', ['vitest', 'run', '.db.test.ts', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
process.exit(run.status ?? 1);
