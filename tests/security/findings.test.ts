import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store } from '#test-support/store.ts';
import { signIn, signInAs, type DemoRole } from '#test-support/session.ts';
import { testPort } from '#test-support/ports.ts';
import { accessFor, ROUTE_POLICY, sampleUrl, type TestRole } from './route-policy.ts';
import { listRoutes } from './routes.ts';
import { isSharedPage } from '#/server/cache/policy.ts';

/**
 * Regression tests of the outside review's findings, over HTTP against the built store.
 * Each names its finding; the domain-level tests sit next to the code they cover.
 */
const PORT = testPort(4477);

/** Sends only the headers of a POST declaring a big body and reads the answer: a server that refuses before reading answers at once. */
function declaredPost(base: string, path: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(bytes) } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.write('{"email":"');
  });
}

const CHEAPEST: Record<string, DemoRole> = { 'signed-in': 'user', contributor: 'contributor', admin: 'admin', super_admin: 'super_admin' };

describe('findings of the outside review (built store)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore({ port: PORT, name: 'findings' });
  });
  afterAll(() => store?.stop());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${store.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('1: twenty logins at once for one account (the right password last) give no session', async () => {
    const email = `burst-${Date.now()}@example.test`;
    expect((await post('/api/auth/register', { email, password: 'a good long password' })).status).toBe(201);
    const tries = Array.from({ length: 20 }, (_, i) => (i === 19 ? 'a good long password' : `wrong-${i}`));
    const statuses = await Promise.all(tries.map(async (password) => (await post('/api/auth/login', { email, password })).status));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
  });

  it('2: a signed-out 100 MB POST to the login and quote APIs is refused with 413 before it is read', async () => {
    for (const path of ['/api/auth/login', '/api/cart/quote']) {
      const answer = await declaredPost(store.url, path, 100 * 1024 * 1024);
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('4: registration answers a taken address exactly as a new one', async () => {
    const fresh = await post('/api/auth/register', { email: `new-${Date.now()}@example.test`, password: 'a good long password', name: 'Pat' });
    const taken = await post('/api/auth/register', { email: 'user@toonmart.test', password: 'a good long password', name: 'Pat' });
    expect(taken.status).toBe(fresh.status);
    const [a, b] = [(await fresh.json()) as Record<string, unknown>, (await taken.json()) as Record<string, unknown>];
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.message).toBe(a.message);
    expect(taken.headers.getSetCookie().length).toBe(fresh.headers.getSetCookie().length);
  });

  it('5: a cross-site GET /api/auth/logout does not sign the user out', async () => {
    const { cookie } = await signInAs(store.url, 'user');
    const logout = await fetch(`${store.url}/api/auth/logout`, { headers: { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(logout.status).toBe(403);
    const check = (await (await fetch(`${store.url}/api/auth/check-session`, { headers: { cookie } })).json()) as { isAuthenticated: boolean };
    expect(check.isAuthenticated).toBe(true);
  });

  it('7: every personal page, and any page rendered for a signed-in visitor, answers Cache-Control: private, no-store; shared pages hold nothing of the visitor', async () => {
    const sessions = new Map<DemoRole, string>();
    const cookieOf = async (role: DemoRole) => sessions.get(role) ?? (sessions.set(role, (await signInAs(store.url, role)).cookie), sessions.get(role)!);
    const checked: string[] = [];
    for (const route of listRoutes().filter((r) => r.kind === 'page' && r.onDemand && ROUTE_POLICY[r.pattern])) {
      const access = accessFor(ROUTE_POLICY[route.pattern]!, 'GET') ?? 'public';
      const role = CHEAPEST[access] ?? 'user';
      const path = sampleUrl(route.pattern, ROUTE_POLICY[route.pattern]!, { role: role as TestRole, userId: null });
      const res = await fetch(`${store.url}${path}`, { headers: { cookie: await cookieOf(role) }, redirect: 'manual' });
      const body = await res.text();
      if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) continue;
      if (isSharedPage('GET', path)) {
        // The one copy every visitor gets: byte for byte the signed-out page, so a cache may keep it.
        const signedOut = await (await fetch(`${store.url}${path}`, { redirect: 'manual' })).text();
        expect(body, `${path} as ${role}`).toBe(signedOut);
        expect(body).not.toContain('id="initial-user"');
        expect(res.headers.get('cache-control')).toMatch(/^public, /);
      } else expect(res.headers.get('cache-control'), `${path} as ${role} (${res.status})`).toBe('private, no-store');
      checked.push(path);
    }
    expect(checked.length).toBeGreaterThan(5);
  });

  it('8: a NUL byte in the query answers 400 on public and admin list pages, never a 5xx', async () => {
    const { cookie } = await signInAs(store.url, 'admin');
    const pages = ['/cartoon-characters?q=%00', '/admin/users?q=%00', '/admin/characters?q=%00', '/api/admin/users?q=%00'];
    for (const path of pages) {
      const res = await fetch(`${store.url}${path}`, { headers: { cookie }, redirect: 'manual' });
      expect(res.status, path).toBe(400);
    }
    expect((await post('/api/auth/login', { email: 'a\u0000@x.test', password: 'x' })).status).toBe(400);
  });

  it('9: an admin cannot end a super_admin’s sessions', async () => {
    const admin = await signInAs(store.url, 'admin');
    const superAdmin = await signIn(store.url, 'superadmin@toonmart.test');
    const res = await fetch(`${store.url}/api/admin/users/${superAdmin.userId}/end-sessions`, { method: 'POST', headers: { cookie: admin.cookie } });
    expect(res.status).toBe(403);
    const check = (await (await fetch(`${store.url}/api/auth/check-session`, { headers: { cookie: superAdmin.cookie } })).json()) as { isAuthenticated: boolean };
    expect(check.isAuthenticated).toBe(true);
  });
});

describe('3: production-safe defaults', () => {
  it('a production start with the demo payment provider is refused, naming the variable', async () => {
    const started = startStore({ port: testPort(4481), name: 'production-defaults', env: { NODE_ENV: 'production', DEMO_MODE: 'off' } });
    await expect(started).rejects.toThrow(/PAYMENT_PROVIDER/);
  });
});
