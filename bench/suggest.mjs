/**
 * Search box suggestions and ranked search at 100 000 published characters on PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Rows come from one
 * generate_series INSERT; calls go through the store's own suggest() and searchCharacters().
 * Median and p95 per query to stdout and .reports/bench-suggest.json.
 */
import fs from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrate } from '#/server/db/migrate.ts';
import { openDatabase } from '#/server/db/open.ts';
import { parseCatalogueQuery } from '#/lib/catalogue-query.ts';
import { suggest } from '#/server/catalogue/suggest.ts';
import { searchCharacters } from '#/server/catalogue/search.ts';

const SIZE = Number(process.env.BENCH_SIZE ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SUGGEST = ['pi', 'pir', 'pira', 'pirate', 'grumpy pi', 'rob', 'super', 'spa', 'xyzq'];
const SEARCH = ['pirate', 'grumpy pirate', 'piarte', 'robots', 'space'];

async function generate(db) {
  await db.execute(sql`INSERT INTO character_types (slug, name, position)
    SELECT s, n, p FROM unnest(ARRAY['animals','robots','superheroes','aliens','monsters','professions'],
      ARRAY['Animals','Robots','Superheroes','Aliens','Monsters','Professions']) WITH ORDINALITY AS x(s, n, p)`);
  await db.execute(sql`WITH t AS (SELECT array_agg(id ORDER BY position) AS ids FROM character_types)
    INSERT INTO characters (slug, kind, title, description, type_id, tags, formats, price_type, price_standard, price_extended, status, popularity, created_at)
    SELECT 'bench-' || i, 'graphi',
      (ARRAY['Happy','Grumpy','Brave','Sleepy','Tiny','Mighty','Clever','Silly','Jolly','Shy'])[1 + i % 10] || ' ' ||
        (ARRAY['Pirate','Robot','Bear','Doctor','Wizard','Alien','Chef','Knight','Fox','Dragon','Teacher','Astronaut'])[1 + (i / 10) % 12] || ' ' || i,
      'A cartoon character for explainer videos, ads and games, with layered vector files; number ' || i,
      t.ids[1 + i % 6],
      ARRAY[(ARRAY['cute','action','office','fantasy','space','food','halloween','school'])[1 + i % 8], 'tag' || (i % 500)],
      ARRAY['EPS','AI','PNG'], 'credits', 5 + i % 40, 15 + i % 40, 'published', i % 997, now() - i * interval '1 minute'
    FROM generate_series(1, ${SIZE}::int) i, t`);
  await db.execute(sql`ANALYZE characters`);
}

async function time(label, call) {
  for (let i = 0; i < 3; i++) await call();
  const times = [];
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    count = await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)];
  const row = { query: label, median: +at(0.5).toFixed(2), p95: +at(0.95).toFixed(2), count };
  console.log(`  ${label.padEnd(28)} median ${String(row.median).padStart(7)} ms   p95 ${String(row.p95).padStart(7)} ms   (${count})`);
  return row;
}

async function run(db) {
  const results = [];
  for (const q of SUGGEST) results.push(await time(`suggest "${q}"`, async () => (await suggest(db, q)).items.length));
  for (const q of SEARCH) {
    const query = parseCatalogueQuery(new URLSearchParams({ q }));
    results.push(await time(`search "${q}"`, async () => (await searchCharacters(db, query)).total));
  }
  return results;
}

const admin = new pg.Client({ connectionString: PG_URL });
try {
  await admin.connect();
} catch {
  console.log(`PostgreSQL: none at ${PG_URL}, skipped`);
  process.exit(0);
}
// BENCH_KEEP=1 keeps the filled database for the next run (filling 100 000 rows takes minutes on a busy machine).
const keep = process.env.BENCH_KEEP === '1';
const name = keep ? 'toonmart_bench_suggest_kept' : `toonmart_bench_suggest_${process.pid}`;
const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
if (!exists) await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(PG_URL);
url.pathname = `/${name}`;
const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
try {
  await migrate(handle.sql);
  const started = performance.now();
  if (!exists) await generate(handle.db);
  console.log(`PostgreSQL: ${SIZE} characters generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const results = await run(handle.db);
  fs.mkdirSync('.reports', { recursive: true });
  fs.writeFileSync('.reports/bench-suggest.json', JSON.stringify({ size: SIZE, runs: RUNS, results }, null, 2));
} finally {
  await handle.close();
  if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
