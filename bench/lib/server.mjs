/** Starts the built store on a fresh embedded database for a benchmark, and stops it. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export async function startStore({ port = 4499, env = {} } = {}) {
  const dataDir = path.resolve(`.tmp/bench-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['server/index.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: `http://localhost:${port}`, DATA_DIR: dataDir, DEMO_MODE: 'on', DATABASE_URL: '', ...env },
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('is ready') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: `http://localhost:${port}`,
    pid: child.pid,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}
