/**
 * Catalogue listing and search latency (median, p95) with 1 000 and 100 000
 * published characters, on PGlite (in memory) and on PostgreSQL (when one answers
 * at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * Rows are made by one generate_series INSERT per size; queries go through the
 * store's own searchCharacters(). Figures go to stdout and .reports/bench-catalogue.json.
 */
import fs from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrate } from '#/server/db/migrate.ts';
import { openDatabase, openPglite } from '#/server/db/open.ts';
import { parseCatalogueQuery } from '#/lib/catalogue-query.ts';
import { searchCharacters } from '#/server/catalogue/search.ts';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const QUERIES = {
  'listing, newest, page 1': '',
  'listing, credits by price, page 10': 'price=credits&sort=price-asc&page=10',
  'listing, type + format + tag': 'type=t5&format=FLA&tags=food',
  'search "grumpy pirate"': 'q=grumpy%20pirate',
  'search with typo "grumpy pirrate"': 'q=grumpy%20pirrate',
};

async function generate(db, from, to) {
  await db.execute(sql`INSERT INTO character_types (slug, name, position)
    SELECT 't' || n, 'Type ' || n, n FROM generate_series(0, 11) n ON CONFLICT (slug) DO NOTHING`);
  await db.execute(sql`WITH t AS (SELECT array_agg(id ORDER BY position) AS ids FROM character_types WHERE slug LIKE 't%')
    INSERT INTO characters (slug, kind, title, description, type_id, tags, formats, price_type, price_standard, price_extended, discount_percent, status, popularity, created_at)
    SELECT 'bench-' || i,
      CASE WHEN i % 10 = 0 THEN 'graphiSet' ELSE 'graphi' END,
      (ARRAY['Happy','Grumpy','Brave','Sleepy','Tiny','Mighty','Clever','Silly','Jolly','Shy'])[1 + i % 10] || ' ' ||
        (ARRAY['Pirate','Robot','Bear','Doctor','Wizard','Alien','Chef','Knight','Fox','Dragon','Teacher','Astronaut'])[1 + (i / 10) % 12] || ' ' || i,
      'A ready-to-animate cartoon character for explainer videos, ads and games, number ' || i,
      t.ids[1 + i % 12],
      ARRAY[(ARRAY['cute','action','office','fantasy','space','food'])[1 + i % 6], (ARRAY['vector','animated'])[1 + i % 2]],
      CASE i % 3 WHEN 0 THEN ARRAY['EPS','AI','PNG'] WHEN 1 THEN ARRAY['EPS','AI','PNG','MP4'] ELSE ARRAY['EPS','AI','PNG','FLA','MP4'] END,
      (ARRAY['credits','currency','credits','free'])[1 + i % 4],
      CASE i % 4 WHEN 3 THEN 0 WHEN 1 THEN 999 + (i % 30) * 100 ELSE 5 + i % 40 END,
      CASE i % 4 WHEN 3 THEN 0 WHEN 1 THEN 2999 + (i % 30) * 300 ELSE 15 + (i % 40) * 3 END,
      CASE WHEN i % 7 = 0 THEN 20 END,
      'published', i % 997, now() - i * interval '1 minute'
    FROM generate_series(${from}::int, ${to}::int) i, t`);
  await db.execute(sql`ANALYZE characters`);
}

async function measure(db, qs) {
  const query = parseCatalogueQuery(new URLSearchParams(qs));
  for (let i = 0; i < 3; i++) await searchCharacters(db, query);
  const times = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    total = (await searchCharacters(db, query)).total;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)];
  return { median: +at(0.5).toFixed(2), p95: +at(0.95).toFixed(2), total };
}

async function benchEngine(name, handle) {
  await migrate(handle.sql);
  const results = [];
  let have = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await generate(handle.db, have + 1, size);
    have = size;
    console.log(`${name}: ${size} characters generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const [label, qs] of Object.entries(QUERIES)) {
      const r = await measure(handle.db, qs);
      results.push({ engine: name, size, query: label, ...r });
      console.log(`  ${label.padEnd(36)} median ${String(r.median).padStart(7)} ms   p95 ${String(r.p95).padStart(7)} ms   (${r.total} results)`);
    }
  }
  return results;
}

async function withPostgres(work) {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL: none at ${PG_URL}, skipped`);
    return [];
  }
  const name = `toonmart_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    return await work(handle);
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const all = [];
const lite = await openDatabase({ pglite: await openPglite() });
all.push(...(await benchEngine('PGlite', lite)));
await lite.close();
all.push(...(await withPostgres((handle) => benchEngine('PostgreSQL', handle))));
fs.mkdirSync('.reports', { recursive: true });
fs.writeFileSync('.reports/bench-catalogue.json', JSON.stringify({ runs: RUNS, results: all }, null, 2));
