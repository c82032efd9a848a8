/**
 * Does a slow log reader slow the store? The same pages measured with the server's output written to a
 * file and then piped into a busy process that reads about 200 KB/s (bench/lib/server.mjs `slowReader`),
 * far less than a busy store logs. The request log is asynchronous with a bounded buffer: requests
 * should not notice, and the lines it could not queue are counted (`toonmart_log_lines_dropped`).
 * BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 50) and BENCH_PORT size and place the run.
 */
import autocannon from 'autocannon';
import { startStore } from './lib/server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 4496);
const METRICS_PORT = PORT + 1;
const PATHS = ['/blogs/shape-language-for-cartoon-characters', '/cartoon-characters'];

async function dropped() {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  return Number(/^toonmart_log_lines_dropped (\d+)/m.exec(text)?.[1] ?? NaN);
}

async function measure(slowReader) {
  const store = await startStore({ port: PORT, slowReader, env: { METRICS_PORT: String(METRICS_PORT) } });
  const results = {};
  try {
    for (const path of PATHS) {
      await (await fetch(`${store.url}${path}`)).arrayBuffer();
      const run = await autocannon({ url: `${store.url}${path}`, connections: CONNECTIONS, duration: DURATION });
      results[path] = { rps: run.requests.average, p99: run.latency.p99, errors: run.errors + run.non2xx };
    }
    results.dropped = await dropped();
  } finally {
    await store.stop();
  }
  return results;
}

const file = await measure(false);
const slow = await measure(true);
console.log(`\nRequest log to a file vs piped into a slow reader (~200 KB/s), ${CONNECTIONS} connections for ${DURATION} s each\n`);
console.log('| path | to a file: req/s, p99 | slow reader: req/s, p99 | ratio |');
console.log('| --- | --- | --- | --- |');
for (const path of PATHS) {
  const [a, b] = [file[path], slow[path]];
  console.log(`| ${path} | ${Math.round(a.rps)}, ${a.p99} ms | ${Math.round(b.rps)}, ${b.p99} ms${b.errors ? `, ${b.errors} errors` : ''} | ${(b.rps / a.rps).toFixed(2)} |`);
}
console.log(`\nLog lines dropped: ${file.dropped} writing to a file, ${slow.dropped} behind the slow reader.`);
