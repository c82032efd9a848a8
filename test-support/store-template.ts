import { spawn } from 'node:child_process';
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
/** Derived media files by content hash, shared by every test store, the browser tests' store and the bench. */
export const MEDIA_CACHE_DIR = path.resolve('.tmp', 'media-cache');

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

/** Starts the built store on a new folder, waits until its files are prepared, and stops it cleanly. */
function seedInto(dataDir: string, port: number): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['server/index.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: `http://localhost:${port}`, DATA_DIR: dataDir, MEDIA_CACHE_DIR, DEMO_MODE: 'on', DATABASE_URL: '' },
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      log += String(chunk);
      // "ready" comes before the background preparation of galleries, PNG, FLA and MP4 files.
      if (/media: all prepared/.test(log)) child.kill('SIGTERM');
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code, signal) =>
      signal === 'SIGTERM' || (code === 0 && /media: all prepared/.test(log))
        ? resolve()
        : reject(new Error(`the template store exited (${code ?? signal}) before its files were prepared:\n${log.slice(-2000)}`)),
    );
  });
}

let made: Promise<string> | undefined;

/** The template's folder for this build, made on first use (another test process may have made it already). */
export function storeTemplate(port: number): Promise<string> {
  made ??= (async () => {
    const stamp = buildStamp();
    const ready = path.join(ROOT, 'data');
    if (fs.existsSync(path.join(ROOT, STAMP)) && fs.readFileSync(path.join(ROOT, STAMP), 'utf8') === stamp) return ready;
    const building = `${ROOT}.${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    await seedInto(path.join(building, 'data'), port);
    // Mail the seed wrote is not the copies' mail: each test's outbox starts empty.
    fs.rmSync(path.join(building, 'data', 'outbox'), { recursive: true, force: true });
    fs.writeFileSync(path.join(building, STAMP), stamp);
    fs.rmSync(ROOT, { recursive: true, force: true });
    fs.renameSync(building, ROOT);
    return ready;
  })();
  return made;
}

/** A fresh store's folder: a copy of the template. */
export async function copyTemplate(dataDir: string, port: number): Promise<void> {
  const template = await storeTemplate(port);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(template, dataDir, { recursive: true });
}
