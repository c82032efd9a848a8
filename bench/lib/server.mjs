/**
 * Starts the built store on a fresh embedded database for a benchmark, and stops it. Measuring starts once
 * the background media preparation is done (its files are reused from MEDIA_CACHE_DIR, shared with the
 * e2e store): otherwise the bench measures the store while ffmpeg and sharp take the CPU.
 * BENCH_SERVER_ARGS passes Node flags to the server (`--cpu-prof --cpu-prof-dir=.tmp/prof` to profile a run).
 * The server writes its output (the request log: the server's own timings) to a file, `.tmp/bench-<port>.log`,
 * as it would to a log collector: through a pipe read by the bench itself, a busy load generator would stall
 * the server on a full pipe and the bench would measure its own reading.
 * `slowReader: true` instead pipes the output into a busy process that reads a little at a time
 * (and copies it to the same file): the case of a log shipper that falls behind (bench/log-reader.mjs).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads stdin 4 KiB at a time with a 20 ms pause between reads (about 200 KB/s), appending to the file
 * `argv[1]`. The pause sleeps rather than spins: a spinning reader takes a core from the store and the
 * bench then measures that, not the pipe (the first run, on 2026-11-28, did).
 */
const SLOW_READER = `
const fs = require('node:fs');
const out = fs.openSync(process.argv[1], 'a');
const chunk = Buffer.alloc(4096);
for (;;) {
  let n = 0;
  try { n = fs.readSync(0, chunk, 0, chunk.length, null); } catch (e) { if (e.code === 'EAGAIN') continue; throw e; }
  if (n === 0) break;
  fs.writeSync(out, chunk, 0, n);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
}`;

export async function startStore({ port = 4499, env = {}, slowReader = false } = {}) {
  const dataDir = path.resolve(`.tmp/bench-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // Every simulated shopper registers from the one loopback address: the per-address registration
  // throttle (10 an hour) would refuse all but ten.
  const logFile = path.resolve(`.tmp/bench-${port}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const reader = slowReader ? spawn(process.execPath, ['-e', SLOW_READER, logFile], { stdio: ['pipe', 'ignore', 'inherit'] }) : null;
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean), 'server/index.mjs'], {
    stdio: ['ignore', reader ? reader.stdin : log, 'inherit'],
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
    stop: () => (child.kill('SIGTERM'), exited.then(() => reader?.kill())),
  };
}
