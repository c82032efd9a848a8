/**
 * `npm test`: every test of the store. Builds the site once, then runs the suites two at a time
 * (the machine has 2 cores and most suites wait on I/O): the browser tests (Playwright, Chromium),
 * the unit and database tests on PGlite, the tests against the built server (authorisation matrix,
 * fuzzing, headers, load, kill, upload attacks), the database tests again on PostgreSQL (when one
 * answers on 127.0.0.1:5432 or TEST_DATABASE_URL) and the fault tests (when PostgreSQL is installed).
 * Each suite's output goes to .reports/<suite>.log and is printed when the suite ends.
 * Ends with one line: "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { playwrightCounts, vitestCounts } from './lib/reports.mjs';

const reports = '.reports';
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs one suite with its output in .reports/<name>.log; prints the log when it ends. */
function suite(name, title, args, extraEnv = {}) {
  const since = Date.now();
  const log = fs.openSync(`${reports}/${name}.log`, 'w');
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['ignore', log, log], env: { ...env, ...extraEnv } });
    child.on('close', (code) => {
      fs.closeSync(log);
      console.log(`\n=== ${title} (exit ${code}, ${seconds(since)})\n${fs.readFileSync(`${reports}/${name}.log`, 'utf8')}`);
      resolve(code);
    });
  });
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

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${name}.json`];

console.log('=== Build');
if (spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env }).status !== 0) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const withPg = await pgAnswers(pgUrl);
const withFaults = fs.existsSync('/usr/lib/postgresql') && spawnSync('id', ['postgres']).status === 0;
if (!withPg) console.log('PostgreSQL does not answer: the database tests run on PGlite only.');
if (!withFaults) console.log('PostgreSQL binaries are not installed: the fault tests do not run.');

// The suites in the order they start; two run at a time, and each slot takes the next suite as soon as
// its own ends. The browser tests are the longest and start first: the others follow one another in the
// second slot (and in the first once the browser tests are done).
const queue = [
  () => suite('playwright', 'Browser tests (Playwright, Chromium)', ['playwright', 'test'], { E2E_MEDIA_LAST: '1' }),
  () => suite('vitest', 'Unit and database tests (PGlite)', ['vitest', 'run', ...vitestJson('vitest')]),
  () => suite('vitest-server', 'Server tests (built store: authorisation, fuzzing, headers, load, kill)', ['vitest', 'run', '-c', 'vitest.server.config.ts', ...vitestJson('vitest-server')]),
  ...(withPg ? [() => suite('vitest-pg', 'Database tests (PostgreSQL)', ['vitest', 'run', ...vitestJson('vitest-pg'), '.db.test.ts'], { TEST_DATABASE_URL: pgUrl })] : []),
  ...(withFaults ? [() => suite('vitest-faults', 'Fault tests (private PostgreSQL cluster)', ['vitest', 'run', '-c', 'vitest.faults.config.ts', ...vitestJson('vitest-faults')])] : []),
];
async function slot() {
  for (let next = queue.shift(); next; next = queue.shift()) await next();
}
await Promise.all([slot(), slot()]);

const totals = { passed: 0, failed: 0 };
const add = (counts, label) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  console.log(`${label}: ${counts.passed} passed, ${counts.failed} failed${counts.missing ? ' (no report: the runner did not finish)' : ''}`);
};
console.log(`\nAll suites ran in ${seconds(started)}.`);
add(vitestCounts(`${reports}/vitest.json`), 'vitest (PGlite)');
add(playwrightCounts(`${reports}/playwright.json`), 'playwright');
add(vitestCounts(`${reports}/vitest-server.json`), 'vitest (built server)');
if (withPg) add(vitestCounts(`${reports}/vitest-pg.json`), 'vitest (PostgreSQL)');
if (withFaults) add(vitestCounts(`${reports}/vitest-faults.json`), 'vitest (faults)');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
