/**
 * Server throughput on loopback with autocannon, on both databases in one run. Each path is measured
 * against a bare Node `http` server sending the same bytes (the ceiling on this machine), then on the
 * store over PGlite and over PostgreSQL (a fresh database on BENCH_DATABASE_URL's server), and reported
 * as req/s, ratio to bare Node and p99. "queries" is how many database queries one render of the page
 * (or one API call) makes (a cache miss; cached answers make none), read from the store's metrics.
 * The signed-in targets are one shopper's: the two server islands of a character page, the session
 * check, a cart quote, a heart (PUT, idempotent), the list of hearts and saving to a collection.
 * "CPU per request" is the store process's own CPU time (user + system, all its threads, PGlite's included;
 * not PostgreSQL's server) during a run divided by the requests it answered: unlike req/s it hardly moves when
 * other processes load the machine (Linux only, read from /proc).
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

/** Each target: its request, given the store's facts (`ctx`: cookie, a character's path, id, islands, a collection). */
const ALL_TARGETS = [
  { name: 'article (static)', request: () => ({ path: process.env.BENCH_ARTICLE ?? '/blogs/shape-language-for-cartoon-characters' }) },
  { name: '/cartoon-characters', request: () => ({ path: '/cartoon-characters' }) },
  { name: '/cartoon-characters?q=pirate', request: () => ({ path: '/cartoon-characters?q=pirate' }) },
  { name: 'a character page', request: (ctx) => ({ path: ctx.characterPath }) },
  { name: 'a character page (signed in)', signedIn: true, request: (ctx) => ({ path: ctx.characterPath }) },
  { name: 'its buy box server island (signed in)', signedIn: true, request: (ctx) => ({ path: serverIsland(ctx.characterHtml, 'CharacterBuyBox') }) },
  { name: 'its reviews server island (signed in)', signedIn: true, request: (ctx) => ({ path: serverIsland(ctx.characterHtml, 'CharacterReviews') }) },
  { name: '/api/auth/check-session (signed in)', signedIn: true, request: () => ({ path: '/api/auth/check-session' }) },
  { name: 'cart quote (signed in)', signedIn: true, request: (ctx) => ({ path: '/api/cart/quote', method: 'POST', json: { lines: [{ characterId: ctx.characterId, plan: 'standard' }] } }) },
  { name: 'favourite (signed in)', signedIn: true, request: (ctx) => ({ path: `/api/favourites/${ctx.characterId}`, method: 'PUT' }) },
  { name: 'list favourites (signed in)', signedIn: true, request: () => ({ path: '/api/favourites' }) },
  { name: 'add to collection (signed in)', signedIn: true, request: (ctx) => ({ path: `/api/collections/${ctx.collectionId}/items/${ctx.characterId}`, method: 'PUT' }) },
];

// BENCH_ONLY=island,quote measures only the targets whose names hold one of the words (while iterating).
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const TARGETS = ALL_TARGETS.filter((t) => !only.length || only.some((word) => t.name.includes(word)));
// BENCH_DB=pglite or BENCH_DB=postgres measures one database only.
const DATABASES = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');

const run = (url, { method = 'GET', headers = {}, body } = {}) => autocannon({ url, connections: CONNECTIONS, duration: DURATION, method, headers, body });

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

/** The CPU time a process has used so far, in milliseconds (utime + stime of /proc/<pid>/stat), or NaN. */
function cpuMillis(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
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
async function renderQueries(base, path, init) {
  const before = await quietQueries();
  const probe = path.startsWith('/_server-islands/') || path.startsWith('/api/') ? path : `${path}${path.includes('?') ? '&' : '?'}bench-probe=${Date.now()}`;
  await (await fetch(`${base}${probe}`, init)).arrayBuffer();
  return (await queriesSoFar()) - before;
}

/** What the targets need from the store: a signed-in cookie, a character (path, id, page) and a collection of the user's. */
async function storeFacts(base) {
  const cookie = await signIn(base);
  const listing = await (await fetch(`${base}/cartoon-characters`)).text();
  const characterPath = /href="(\/cartoon-characters\/[a-z0-9-]+)"/.exec(listing)?.[1] ?? '/cartoon-characters';
  const characterHtml = await (await fetch(`${base}${characterPath}`)).text();
  const characterId = /\/api\/characters\/([0-9a-f-]{36})\/preview/.exec(characterHtml)?.[1];
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const made = await fetch(`${base}/api/collections`, { method: 'POST', headers, body: JSON.stringify({ name: `Bench ${Date.now()}` }) });
  const collectionId = (await made.json()).collection?.id;
  return { cookie, characterPath, characterHtml, characterId, collectionId };
}

/** One database: the store started on it, every target measured; `bare` holds the bare-Node figures by name. */
async function measure(label, env, bare) {
  const store = await startStore({ port: PORT, env: { ...env, METRICS_PORT: String(METRICS_PORT) } });
  const results = {};
  try {
    const ctx = await storeFacts(store.url);
    for (const target of TARGETS) {
      const { path, method = 'GET', json } = target.request(ctx);
      const headers = { ...(target.signedIn ? { cookie: ctx.cookie } : {}), ...(method === 'GET' ? {} : { origin: store.url }), ...(json ? { 'content-type': 'application/json' } : {}) };
      const body = json ? JSON.stringify(json) : undefined;
      const queries = await renderQueries(store.url, path, { method, headers, body });
      const sample = await fetch(`${store.url}${path}`, { method, headers, body });
      const bytes = Buffer.from(await sample.arrayBuffer());
      if (!bare[target.name]) {
        const server = await bareServer(bytes, sample.headers.get('content-type') ?? 'text/plain');
        const result = await run(`http://127.0.0.1:${server.address().port}/`, { method, body });
        server.close();
        bare[target.name] = { bytes: bytes.length, rps: result.requests.average };
      }
      const cpuBefore = cpuMillis(store.pid);
      const result = await run(`${store.url}${path}`, { method, headers, body });
      const cpu = (cpuMillis(store.pid) - cpuBefore) / result.requests.total;
      results[target.name] = {
        cpu,
        status: sample.status,
        rps: result.requests.average,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        queries,
      };
      console.log(
        `${label} ${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${queries} queries per render, ${cpu.toFixed(2)} ms CPU per request`,
      );
    }
  } finally {
    await store.stop();
  }
  return results;
}

const bare = {};
const skipped = Object.fromEntries(TARGETS.map((t) => [t.name, { rps: NaN, p99: NaN, queries: NaN, cpu: NaN }]));
const pglite = DATABASES.includes('pglite') ? await measure('PGlite', {}, bare) : skipped;
let postgres = skipped;
if (DATABASES.includes('postgres')) {
  const database = await freshPostgresDatabase('toonmart_bench');
  try {
    postgres = await measure('PostgreSQL', { DATABASE_URL: database.url }, bare);
  } finally {
    await database.drop();
  }
}

const cell = (r, name) =>
  `${Math.round(r.rps).toLocaleString('en')} (${(r.rps / bare[name].rps).toFixed(2)}), p99 ${r.p99} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}`;
console.log(`\nThroughput, ${CONNECTIONS} connections for ${DURATION} s each (loopback; the load generator shares the machine)\n`);
console.log(
  '| path | bytes | bare Node req/s | PGlite req/s (ratio) | PostgreSQL req/s (ratio) | queries per render (PGlite / PostgreSQL) | store CPU ms per request (PGlite / PostgreSQL) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const { name } of TARGETS) {
  console.log(
    `| ${name} | ${bare[name].bytes} | ${Math.round(bare[name].rps).toLocaleString('en')} | ${cell(pglite[name], name)} | ${cell(postgres[name], name)} | ${pglite[name].queries} / ${postgres[name].queries} | ${pglite[name].cpu.toFixed(2)} / ${postgres[name].cpu.toFixed(2)} |`,
  );
}
fs.mkdirSync('.reports', { recursive: true });
fs.writeFileSync(
  '.reports/bench-throughput.json',
  JSON.stringify({ seconds: DURATION, connections: CONNECTIONS, bare, pglite, postgres }, null, 2),
);
