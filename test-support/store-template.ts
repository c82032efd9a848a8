import fs from 'node:fs';
import path from 'node:path';

/**
 * A seeded store's data folder (database, storage, prepared media), made once per build and copied
 * for each test that wants a fresh store. A fresh store otherwise migrates, seeds and prepares
 * every character's files again: seconds of both cores for each of the server tests' stores.
 * Only stores whose environment cannot change what is seeded use it (see `seedsLikeTemplate`).
 */
const ROOT = path.resolve('.tmp', 'store-template');
const STAMP = 'build-stamp';

/** Variables that differ between stores without changing their seeded data. */
const PER_STORE = new Set(['PORT', 'SITE_URL', 'METRICS_PORT', 'TMPDIR']);

export function seedsLikeTemplate(env: Record<string, string>): boolean {
  return Object.entries(env).every(([key, value]) => PER_STORE.has(key) || (key === 'DEMO_MODE' && value === 'on'));
}

/** The build and the migrations the template was made from: a new build or migration makes a new template. */
function buildStamp(): string {
  const entry = fs.statSync('dist/server/entry.mjs').mtimeMs;
  const migrations = fs.readdirSync('migrations').map((f) => `${f}:${fs.statSync(path.join('migrations', f)).mtimeMs}`);
  return JSON.stringify({ entry, migrations });
}

let made: Promise<string> | undefined;

/** The template's folder for this build, seeded by `seed` on first use unless an earlier test process made it. */
export function storeTemplate(seed: (dataDir: string) => Promise<void>): Promise<string> {
  made ??= (async () => {
    const stamp = buildStamp();
    const ready = path.join(ROOT, 'data');
    if (fs.existsSync(path.join(ROOT, STAMP)) && fs.readFileSync(path.join(ROOT, STAMP), 'utf8') === stamp) return ready;
    const building = `${ROOT}.${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    await seed(path.join(building, 'data'));
    // Mail the seed wrote is not the copies' mail: each test's outbox starts empty.
    fs.rmSync(path.join(building, 'data', 'outbox'), { recursive: true, force: true });
    fs.writeFileSync(path.join(building, STAMP), stamp);
    fs.rmSync(ROOT, { recursive: true, force: true });
    fs.renameSync(building, ROOT);
    return ready;
  })();
  return made;
}

/** A fresh store's folder: a copy of the template (`seed` makes the template when this build has none). */
export async function copyTemplate(dataDir: string, seed: (dataDir: string) => Promise<void>): Promise<void> {
  const template = await storeTemplate(seed);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(template, dataDir, { recursive: true });
}
