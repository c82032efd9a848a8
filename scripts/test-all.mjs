/**
 * `npm test`: every test of the store. Builds the site, runs the unit and
 * database tests (vitest, PGlite), the browser tests (Playwright, Chromium), and
 * the database tests again on PostgreSQL when one answers on 127.0.0.1:5432
 * (or TEST_DATABASE_URL), and the fault tests when PostgreSQL is installed. Ends with one line: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { playwrightCounts, vitestCounts } from './lib/reports.mjs';

const reports = '.reports';
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

function step(title, command, args, extraEnv = {}) {
  console.log(`\n=== ${title}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status;
}

function pgAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const totals = { passed: 0, failed: 0 };
const add = (counts, label) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  console.log(`${label}: ${counts.passed} passed, ${counts.failed} failed${counts.missing ? ' (no report: the runner did not finish)' : ''}`);
};

if (step('Build', 'npx', ['astro', 'build']) !== 0) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
step('Unit and database tests (PGlite)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`]);
step('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const withPg = await pgAnswers(pgUrl);
if (withPg) {
  step('Database tests (PostgreSQL)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest-pg.json`, '.db.test.ts'], { TEST_DATABASE_URL: pgUrl });
} else {
  console.log('\nPostgreSQL does not answer: the database tests ran on PGlite only.');
}

const withFaults = fs.existsSync('/usr/lib/postgresql') && spawnSync('id', ['postgres']).status === 0;
if (withFaults) {
  step('Fault tests (private PostgreSQL cluster)', 'npx', ['vitest', 'run', '-c', 'vitest.faults.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest-faults.json`]);
} else {
  console.log('\nPostgreSQL binaries are not installed: the fault tests did not run.');
}

console.log('');
add(vitestCounts(`${reports}/vitest.json`), 'vitest (PGlite)');
add(playwrightCounts(`${reports}/playwright.json`), 'playwright');
if (withPg) add(vitestCounts(`${reports}/vitest-pg.json`), 'vitest (PostgreSQL)');
if (withFaults) add(vitestCounts(`${reports}/vitest-faults.json`), 'vitest (faults)');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
