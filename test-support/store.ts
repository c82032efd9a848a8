import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyTemplate, MEDIA_CACHE_DIR, seedsLikeTemplate } from './store-template.ts';

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

function waitReady(child: ChildProcess, log: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      log.push(String(chunk));
      if (String(chunk).includes('is ready')) resolve();
    });
    child.stderr!.on('data', (chunk) => log.push(String(chunk)));
    child.once('exit', (code) => reject(new Error(`the store exited with ${code} before it was ready:\n${log.join('').slice(-2000)}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Stores still running when the test process ends (a timed-out hook never got to stop them): killed, so their ports are free. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startStore({ port, env = {}, fresh = true, name = `store-${port}` }: StoreOptions): Promise<Store> {
  if (!fs.existsSync('dist/server/entry.mjs')) throw new Error('Build the site first (npx astro build).');
  const dataDir = path.resolve('.tmp', name);
  if (fresh && seedsLikeTemplate(env)) await copyTemplate(dataDir, port);
  else if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const log: string[] = [];
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
  await waitReady(child, log);
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
