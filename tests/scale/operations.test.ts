import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPort } from '#test-support/ports.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '#test-support/session.ts';
import { startStore, type Store } from '#test-support/store.ts';

/** What a load balancer and an operator rely on: health, readiness, metrics, request ids, clean stops. */
const METRICS_PORT = testPort(4475);
const METRICS_TOKEN = 'operator-token-for-tests';
const operator = { authorization: `Bearer ${METRICS_TOKEN}` };
let store: Store;
beforeAll(async () => {
  store = await startStore({ port: testPort(4477), name: 'operations', env: { METRICS_PORT: String(METRICS_PORT), METRICS_TOKEN } });
});
afterAll(() => store?.stop());

/** A sign-in whose body is sent in two halves; `between` runs while the request is in flight. */
function slowSignIn(url: string, between: () => Promise<void>): Promise<number> {
  const body = JSON.stringify({ email: DEMO_EMAILS.user, password: DEMO_PASSWORD });
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.write(body.slice(0, 10));
    setTimeout(() => void between().then(() => req.end(body.slice(10)), reject), 200);
  });
}

describe('operating the store', () => {
  it('reports health and readiness for load balancers', async () => {
    expect((await fetch(`${store.url}/api/health`)).status).toBe(200);
    const ready = await fetch(`${store.url}/api/ready`);
    expect(ready.status).toBe(200);
    // The public answer is the status alone; the checks (and a failure's own words) are for the operator's token.
    expect(await ready.json()).toEqual({ status: 'ready' });
    const detailed = await fetch(`${store.url}/api/ready`, { headers: operator });
    expect(await detailed.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  });

  it('returns a request id, keeping a sane one from the balancer', async () => {
    const fresh = await fetch(`${store.url}/pricing`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${store.url}/pricing`, { headers: { 'x-request-id': 'lb-trace-12345678' } });
    expect(given.headers.get('x-request-id')).toBe('lb-trace-12345678');
  });

  it('serves Prometheus metrics on their own port only', async () => {
    // Bodies are read to the end: the metrics and the cache record a response once it has finished.
    await (await fetch(`${store.url}/cartoon-characters`)).text();
    await (await fetch(`${store.url}/cartoon-characters`)).text();
    expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).status).toBe(401);
    const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`, { headers: operator })).text();
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/cartoon-characters",method="GET",status="200"\} \d+/);
    // Background media preparation may invalidate the page between the two requests: a miss is certain, a hit is not.
    expect(text).toMatch(/toonmart_page_cache_misses [1-9]/);
    expect(text).toMatch(/toonmart_page_cache_hits \d+/);
    expect((await fetch(`${store.url}/metrics`)).status).toBe(404);
  });

  it('finishes a request in flight at SIGTERM, then stops', async () => {
    const exited = new Promise<number | null>((resolve) => store.child.once('exit', (code) => resolve(code)));
    const status = await slowSignIn(store.url, async () => {
      store.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(status).toBe(200);
    expect(await exited).toBe(0);
  });

  it('refuses several processes on the embedded database, saying why', () => {
    const run = spawnSync(process.execPath, ['server/index.mjs'], { env: { ...process.env, WEB_CONCURRENCY: '2', DATABASE_URL: '' }, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('WEB_CONCURRENCY > 1 needs PostgreSQL');
  });
});
