import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store } from '#test-support/store.ts';
import { signInAs, type DemoRole } from '#test-support/session.ts';
import { ROUTE_POLICY } from './route-policy.ts';
import { listRoutes, type Method, type RouteFile } from './routes.ts';
import { body, headers, leak, pathParam, query } from './hostile.ts';
import { testPort } from '#test-support/ports.ts';

/**
 * Every API endpoint fuzzed (fast-check) with generated bodies, query strings,
 * headers and path parameters, signed out and signed in: no 5xx, and no stack
 * trace, file path or SQL error in any answer (body or headers).
 * Bounded and seedable: FUZZ_RUNS (default 25 per endpoint, method and caller), FUZZ_SEED.
 */
const PORT = testPort(4471);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const callers: (DemoRole | 'anonymous')[] = fs.existsSync('src/pages/api/auth/login.ts') ? ['anonymous', 'user', 'admin', 'contributor'] : ['anonymous'];

const endpoints = listRoutes().filter((r) => r.kind === 'endpoint' && r.pattern.startsWith('/api/'));

function fillParams(pattern: string, values: string[]): string {
  let i = 0;
  return pattern.replace(/\[(?:\.\.\.)?[^\]]+\]/g, () => values[i++] ?? 'x');
}

async function probe(store: Store, route: RouteFile, method: Method, cookie: string | null): Promise<string | null> {
  const params = route.pattern.match(/\[/g)?.length ?? 0;
  const property = fc.asyncProperty(fc.array(pathParam, { minLength: params, maxLength: params }), query, headers, body, async (values, qs, hdrs, payload) => {
    const url = `${store.url}${fillParams(route.pattern, values)}${qs ? `?${qs}` : ''}`;
    const sent: Record<string, string> = { ...hdrs };
    if (cookie) sent.cookie = hdrs.cookie ? `${cookie}; ${hdrs.cookie}` : cookie;
    const res = await fetch(url, { method, redirect: 'manual', headers: sent, body: method === 'GET' ? undefined : payload });
    const text = await res.text();
    if (res.status >= 500) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
    const found = leak(text) ?? leak([...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n'));
    if (found) throw new Error(`${method} ${url} answered ${res.status} with ${found}: ${text.slice(0, 300)}`);
  });
  const details = await fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
  if (!details.failed) return null;
  const why = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return `${method} ${route.pattern} (seed ${details.seed}, counterexample path ${details.counterexamplePath}): ${why}`;
}

describe(`API fuzzing (seed ${SEED}, ${RUNS} runs per endpoint, method and caller)`, () => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore({ port: PORT, name: 'fuzz-api' });
  });
  afterAll(() => store?.stop());

  it.each(callers)('no 5xx and no internals in any answer, as %s', async (caller) => {
    const cookie = caller === 'anonymous' ? null : (await signInAs(store.url, caller)).cookie;
    const failures: string[] = [];
    for (const route of endpoints) {
      // Logging out would turn the rest of a signed-in run into an anonymous one.
      if (cookie && ROUTE_POLICY[route.pattern]?.endsSession) continue;
      for (const method of route.methods) {
        const failure = await probe(store, route, method, cookie);
        if (failure) failures.push(failure);
      }
    }
    expect(endpoints.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 240_000);

  it('pages and other routes with parameters answer hostile parameters without 5xx or internals', async () => {
    const failures: string[] = [];
    for (const route of listRoutes().filter((r) => r.pattern.includes('[') && !r.pattern.startsWith('/api/'))) {
      const failure = await probe(store, route, 'GET', null);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
