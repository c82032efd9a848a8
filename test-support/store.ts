import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyTemplate, seedsLikeTemplate } from './store-template.ts';

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
};

export type StoreOptions = { port: number; env?: Record<string, string>; fresh?: boolean; name?: string };

/** Derived media files by content hash, shared by every test store, the browser tests' store and the bench. */
const MEDIA_CACHE_DIR = path.resolve('.tmp', 'media-cache');

/** Resolves once the store's output contains `text`; rejects if it exits first. */
function waitFor(child: ChildProcess, log: string[], text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      log.push(String(chunk));
      if (log.join('').includes(text)) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the store exited with ${code} before "${text}":\n${log.join('').slice(-2000)}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Stores still running when the test process ends (a timed-out hook never got to stop them): killed, so their ports are free. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
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
      ...env,
    },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** A template's folder: the store seeded on it, stopped cleanly once its background files are prepared ("ready" comes before them). */
async function seedTemplate(port: number, dataDir: string): Promise<void> {
  const child = spawnStore(port, dataDir, {});
  await waitFor(child, [], 'media: all prepared');
  child.kill('SIGTERM');
  await exited(child);
}

export async function startStore({ port, env = {}, fresh = true, name = `store-${port}` }: StoreOptions): Promise<Store> {
  if (!fs.existsSync('dist/server/entry.mjs')) throw new Error('Build the site first (npx astro build).');
  const dataDir = path.resolve('.tmp', name);
  if (fresh && seedsLikeTemplate(env)) await copyTemplate(dataDir, (template) => seedTemplate(port, template));
  else if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawnStore(port, dataDir, env);
  await waitFor(child, [], 'is ready');
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
