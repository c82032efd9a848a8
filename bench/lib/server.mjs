/**
 * Starts the built store on a fresh embedded database for a benchmark, and stops it. Measuring starts once
 * the background media preparation is done (its files are reused from MEDIA_CACHE_DIR, shared with the
 * e2e store): otherwise the bench measures the store while ffmpeg and sharp take the CPU.
 * BENCH_SERVER_ARGS passes Node flags to the server (`--cpu-prof --cpu-prof-dir=.tmp/prof` to profile a run).
 * The server writes its output (the request log: the server's own timings) to a file, `.tmp/bench-<port>.log`,
 * as it would to a log collector: through a pipe read by the bench itself, a busy load generator would stall
 * the server on a full pipe and the bench would measure its own reading.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export async function startStore({ port = 4499, env = {} } = {}) {
  const dataDir = path.resolve(`.tmp/bench-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // Every simulated shopper registers from the one loopback address: the per-address registration
  // throttle (10 an hour) would refuse all but ten.
  const logFile = path.resolve(`.tmp/bench-${port}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean), 'server/index.mjs'], {
    stdio: ['ignore', log, 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: `http://localhost:${port}`, DATA_DIR: dataDir, MEDIA_CACHE_DIR: path.resolve('.tmp/media-cache'), DEMO_MODE: 'on', DATABASE_URL: '', REGISTRATIONS_PER_HOUR: '100000', ...env },
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Ready when the server has said so and the media are prepared (its log says both).
  for (;;) {
    const text = fs.readFileSync(logFile, 'utf8');
    if (text.includes('is ready') && text.includes('media: all prepared')) break;
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200, 'waiting'))]);
    if (code !== 'waiting') throw new Error(`server exited with ${code}; its output is in ${logFile}`);
  }
  return {
    url: `http://localhost:${port}`,
    pid: child.pid,
    log: logFile,
    stop: () => (child.kill('SIGTERM'), exited),
  };
}
