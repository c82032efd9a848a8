/**
 * Starts the built store on a fresh embedded database for a benchmark, and stops it. Measuring starts once
 * the background media preparation is done (its files are reused from MEDIA_CACHE_DIR, shared with the
 * e2e store): otherwise the bench measures the store while ffmpeg and sharp take the CPU.
 * BENCH_SERVER_ARGS passes Node flags to the server (`--cpu-prof --cpu-prof-dir=.tmp/prof` to profile a run).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export async function startStore({ port = 4499, env = {} } = {}) {
  const dataDir = path.resolve(`.tmp/bench-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // Every simulated shopper registers from the one loopback address: the per-address registration
  // throttle (10 an hour) would refuse all but ten.
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean), 'server/index.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: `http://localhost:${port}`, DATA_DIR: dataDir, MEDIA_CACHE_DIR: path.resolve('.tmp/media-cache'), DEMO_MODE: 'on', DATABASE_URL: '', REGISTRATIONS_PER_HOUR: '100000', ...env },
  });
  const seen = { ready: false, media: false };
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const text = String(chunk);
      seen.ready ||= text.includes('is ready');
      seen.media ||= text.includes('media: all prepared');
      if (seen.ready && seen.media) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: `http://localhost:${port}`,
    pid: child.pid,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}
