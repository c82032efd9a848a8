import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyTemplate, seedsLikeTemplate, storeTemplate } from './store-template.ts';

/**
 * The built store (server/index.mjs over dist/) on its own port and data folder,
 * for tests that talk to it over HTTP. A fresh store with the default environment
 * starts from a copy of a seeded one (store-template.ts). `kill()` is SIGKILL (no clean shutdown);
 * `restart()` starts it again on the same data.
 */
export type Store = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
  kill(): Promise<void>;
  restart(): Promise<Store>;
  /** Resolves once the store's background media are all prepared (until then each step refreshes cached pages). */
};

export type StoreOptions = { port: number; env?: Record<string, string>; fresh?: boolean; name?: string };

/** Derived media files by content hash, shared by every test store, the browser tests' store and the bench. */
const MEDIA_CACHE_DIR = path.resolve('.tmp', 'media-cache');

/** Follows the store's output: `until(text)` resolves once the output holds `text`, and rejects if the store exits first. */
function follow(child: ChildProcess): { until(text: string): Promise<void> } {
  let output = '';
  const checks = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += String(chunk);
    for (const check of checks) check();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const until = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        checks.delete(check);
        resolve();
      };
      checks.add(check);
      check();
      child.once('exit', (code) => reject(new Error(`the store exited with ${code} before "${text}":\n${output.slice(-2000)}`)));
    });
  return { until };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Stores still running when the test process ends (a timed-out hook never got to stop them): killed, so their ports are free. */
const running = new Set<ChildProcess>();
const killRunning = () => {
  for (const child of running) child.kill('SIGKILL');
};
process.once('exit', killRunning);
// Vitest ends a test file's process with SIGTERM, also after a timed-out hook; without this its stores outlive it.
process.once('SIGTERM', () => {
  killRunning();
  process.exit(143);
});

function spawnStore(port: number, dataDir: string, env: Record<string, string>): ChildProcess {
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['server/index.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      MEDIA_CACHE_DIR,
      DEMO_MODE: 'on',
      DATABASE_URL: '',
      // Load and scale tests register dozens of shoppers from 127.0.0.1; the registration throttle itself is tested in src/server/auth.
      REGISTRATIONS_PER_HOUR: '1000',
      // Cards and vector files are made while seeding; galleries, PNGs and videos (minutes of both cores)
      // are not needed by these tests and would compete with them: the browser tests' store makes those.
      MEDIA_PREPARATION: 'off',
      ...env,
    },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** A template's folder: the store seeded on it, stopped cleanly once it answers (seeding is done before "ready"). */
async function seedTemplate(port: number, dataDir: string): Promise<void> {
  const started = performance.now();
  const child = spawnStore(port, dataDir, {});
  await follow(child).until('is ready');
  child.kill('SIGTERM');
  await exited(child);
  console.log(`[test stores] template made in ${Math.round((performance.now() - started) / 1000)} s`);
}

/** Makes this build's template once, before any test file runs (vitest globalSetup): no test's hook waits on seeding. */
export async function prepareStoreTemplate(port: number): Promise<void> {
  assertBuilt();
  await storeTemplate((template) => seedTemplate(port, template));
}

function assertBuilt(): void {
  if (!fs.existsSync('dist/server/entry.mjs')) throw new Error('Build the site first (npx astro build).');
}

export async function startStore({ port, env = {}, fresh = true, name = `store-${port}` }: StoreOptions): Promise<Store> {
  assertBuilt();
  const dataDir = path.resolve('.tmp', name);
  if (fresh && seedsLikeTemplate(env)) await copyTemplate(dataDir, (template) => seedTemplate(port, template));
  else if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawnStore(port, dataDir, env);
  const output = follow(child);
  await output.until('is ready');
  const store: Store = {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    restart: () => startStore({ port, env, fresh: false, name }),
  };
  return store;
}
