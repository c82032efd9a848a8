/**
 * Server throughput on loopback with autocannon. Each target is measured in the same
 * run as a bare Node `http` server answering a body of the same size, and reported
 * as a ratio, with p50/p99 latency and the store's memory (RSS) under load.
 */
import http from 'node:http';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startStore } from './lib/server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function run(url, headers = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
}

function bareServer(body, contentType) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'user@toonmart.test', password: 'toonmart-demo-2026' }),
  });
  return (response.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
}

const store = await startStore({ port: Number(process.env.BENCH_PORT ?? 4496) });
const cookie = await signIn(store.url).catch(() => '');
const targets = [
  { name: 'article page (static)', path: process.env.BENCH_ARTICLE ?? '/blogs/shape-language-for-cartoon-characters' },
  { name: 'catalogue page (on-demand, database)', path: '/cartoon-characters' },
  { name: 'GET /api/auth/check-session (signed in)', path: '/api/auth/check-session', headers: { cookie } },
];
const rows = [];
try {
  for (const target of targets) {
    const sample = await fetch(`${store.url}${target.path}`, { headers: target.headers });
    const body = Buffer.from(await sample.arrayBuffer());
    const bare = await bareServer(body, sample.headers.get('content-type') ?? 'text/plain');
    const bareResult = await run(`http://127.0.0.1:${bare.address().port}/`);
    bare.close();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(store.pid))), 200);
    const result = await run(`${store.url}${target.path}`, target.headers);
    clearInterval(sampler);
    rows.push({
      target: target.name,
      status: sample.status,
      bytes: body.length,
      'store req/s': Math.round(result.requests.average),
      'bare req/s': Math.round(bareResult.requests.average),
      ratio: (result.requests.average / bareResult.requests.average).toFixed(2),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      'peak RSS MB': peak.toFixed(0),
    });
  }
} finally {
  await store.stop();
}
console.log(`\nThroughput, ${CONNECTIONS} connections for ${DURATION} s each (loopback, same machine)`);
console.table(rows);
