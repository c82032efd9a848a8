/**
 * Server throughput on loopback with autocannon, on both databases in one run. Each path is measured
 * against a bare Node `http` server sending the same bytes (the ceiling on this machine), then on the
 * store over PGlite and over PostgreSQL (a fresh database on BENCH_DATABASE_URL's server), and reported
 * as req/s, ratio to bare Node and p99. "queries" is how many database queries one render of the page
 * makes (a cache miss; cached answers make none), read from the store's metrics.
 * BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 50) size each run.
 */
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { freshPostgresDatabase } from '#test-support/postgres-db.ts';
import { serverIsland } from '#test-support/server-islands.ts';
import { startStore } from './lib/server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 4496);
const METRICS_PORT = PORT + 1;

const TARGETS = [
  { name: 'article (static)', path: process.env.BENCH_ARTICLE ?? '/blogs/shape-language-for-cartoon-characters' },
  { name: '/cartoon-characters', path: '/cartoon-characters' },
  { name: '/cartoon-characters?q=pirate', path: '/cartoon-characters?q=pirate' },
  { name: 'a character page', path: null },
  { name: 'a character page (signed in)', path: null, signedIn: true },
  { name: 'its buy box server island (signed in)', path: null, island: true, signedIn: true },
  { name: '/api/auth/check-session (signed in)', path: '/api/auth/check-session', signedIn: true },
];

const run = (url, headers = {}) => autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });

function bareServer(body, contentType) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'user@toonmart.test', password: 'toonmart-demo-2026' }),
  });
  return (response.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
}

async function queriesSoFar() {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  return Number(/^toonmart_db_queries (\d+)/m.exec(text)?.[1] ?? NaN);
}

/** The counter once background work (mail, jobs) has gone quiet, so a page's own queries are what is counted. */
async function quietQueries() {
  let last = await queriesSoFar();
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await queriesSoFar();
    if (now === last) return now;
    last = now;
  }
  return last;
}

/**
 * The queries of one render of `path`: asked with an extra parameter the page ignores, so that neither
 * the page cache nor the server's start-up warm-up has it already.
 */
async function renderQueries(base, path, headers) {
  const before = await quietQueries();
  const probe = path.startsWith('/_server-islands/') ? path : `${path}${path.includes('?') ? '&' : '?'}bench-probe=${Date.now()}`;
  await (await fetch(`${base}${probe}`, { headers })).arrayBuffer();
  return (await queriesSoFar()) - before;
}

async function characterPath(base) {
  const html = await (await fetch(`${base}/cartoon-characters`)).text();
  return /href="(\/cartoon-characters\/[a-z0-9-]+)"/.exec(html)?.[1] ?? '/cartoon-characters';
}

/** The first server island a character page asks for (its buy box), as the browser's script requests it. */
async function islandPath(base) {
  const html = await (await fetch(`${base}${await characterPath(base)}`)).text();
  return serverIsland(html, 'CharacterBuyBox') ?? '/';
}

/** One database: the store started on it, every target measured; `bare` holds the bare-Node figures by name. */
async function measure(label, env, bare) {
  const store = await startStore({ port: PORT, env: { ...env, METRICS_PORT: String(METRICS_PORT) } });
  const results = {};
  try {
    const cookie = await signIn(store.url);
    for (const target of TARGETS) {
      const path = target.path ?? (target.island ? await islandPath(store.url) : await characterPath(store.url));
      const headers = target.signedIn ? { cookie } : {};
      const queries = await renderQueries(store.url, path, headers);
      const sample = await fetch(`${store.url}${path}`, { headers });
      const body = Buffer.from(await sample.arrayBuffer());
      if (!bare[target.name]) {
        const server = await bareServer(body, sample.headers.get('content-type') ?? 'text/plain');
        const result = await run(`http://127.0.0.1:${server.address().port}/`);
        server.close();
        bare[target.name] = { bytes: body.length, rps: result.requests.average };
      }
      const result = await run(`${store.url}${path}`, headers);
      results[target.name] = {
        status: sample.status,
        rps: result.requests.average,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        queries,
      };
      console.log(
        `${label} ${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${queries} queries per render`,
      );
    }
  } finally {
    await store.stop();
  }
  return results;
}

const bare = {};
const pglite = await measure('PGlite', {}, bare);
const database = await freshPostgresDatabase('toonmart_bench');
let postgres;
try {
  postgres = await measure('PostgreSQL', { DATABASE_URL: database.url }, bare);
} finally {
  await database.drop();
}

const cell = (r, name) =>
  `${Math.round(r.rps).toLocaleString('en')} (${(r.rps / bare[name].rps).toFixed(2)}), p99 ${r.p99} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}`;
console.log(`\nThroughput, ${CONNECTIONS} connections for ${DURATION} s each (loopback; the load generator shares the machine)\n`);
console.log(
  '| path | bytes | bare Node req/s | PGlite req/s (ratio) | PostgreSQL req/s (ratio) | queries per render (PGlite / PostgreSQL) |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const { name } of TARGETS) {
  console.log(
    `| ${name} | ${bare[name].bytes} | ${Math.round(bare[name].rps).toLocaleString('en')} | ${cell(pglite[name], name)} | ${cell(postgres[name], name)} | ${pglite[name].queries} / ${postgres[name].queries} |`,
  );
}
fs.mkdirSync('.reports', { recursive: true });
fs.writeFileSync(
  '.reports/bench-throughput.json',
  JSON.stringify({ seconds: DURATION, connections: CONNECTIONS, bare, pglite, postgres }, null, 2),
);
