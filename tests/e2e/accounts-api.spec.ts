import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from './helpers/auth.ts';

/** The accounts API over plain HTTP, as any client sees it. */
async function client(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

async function login(api: APIRequestContext, email: string, password: string) {
  return api.post('/api/auth/login', { data: { email, password } });
}

test('the whole session lifecycle: login, cookie, check-session, users/{id}, logout', async () => {
  const api = await client();
  const response = await login(api, DEMO_EMAILS.user, DEMO_PASSWORD);
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ success: true, message: expect.any(String), user: { email: DEMO_EMAILS.user, role: 'user' } });
  expect(Object.keys(body.user).sort()).toEqual(['_id', 'avatar', 'email', 'name', 'role']);

  const cookie = response.headers()['set-cookie'];
  expect(cookie).toMatch(/^toonmart_session=[\w-]{43};/);
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Lax');
  expect(cookie).toContain('Path=/');

  expect(await (await api.get('/api/auth/check-session')).json()).toEqual({ isAuthenticated: true, user: { role: 'user' } });
  const me = await api.get(`/api/users/${body.user._id}`);
  expect(await me.json()).toEqual({ success: true, user: body.user });

  const logout = await api.get('/api/auth/logout');
  expect(logout.status()).toBe(200);
  expect(logout.headers()['set-cookie']).toMatch(/toonmart_session=[^;]*;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  expect(await (await api.get('/api/auth/check-session')).json()).toEqual({ isAuthenticated: false, user: null });
  expect((await api.get(`/api/users/${body.user._id}`)).status()).toBe(401);
  expect((await api.get('/api/admin/anything')).status()).toBe(401);
  expect((await api.get('/api/auth/sessions')).status()).toBe(401);
});

test('the old cookie stops working after logout, even if replayed', async () => {
  const api = await client();
  const response = await login(api, DEMO_EMAILS.contributor, DEMO_PASSWORD);
  const token = /toonmart_session=([^;]+)/.exec(response.headers()['set-cookie'] ?? '')?.[1];
  await api.get('/api/auth/logout');
  const replay = await (await client()).get('/api/auth/check-session', { headers: { cookie: `toonmart_session=${token}` } });
  expect((await replay.json()).isAuthenticated).toBe(false);
});

test('a wrong password and an unknown email get the identical answer', async () => {
  const api = await client();
  const wrong = await login(api, DEMO_EMAILS.admin, 'not-the-password');
  const unknown = await login(api, 'nobody@toonmart.test', 'not-the-password');
  expect(wrong.status()).toBe(401);
  expect(unknown.status()).toBe(401);
  expect(await wrong.text()).toBe(await unknown.text());
  expect(await wrong.json()).toEqual({ success: false, message: 'Invalid credentials' });
  expect(wrong.headers()['set-cookie']).toBeUndefined();
});

test('users/{id}: others get 403, admins read anyone, unknown ids 404', async () => {
  const a = await client();
  const other = (await (await login(a, DEMO_EMAILS.contributor, DEMO_PASSWORD)).json()).user;
  const user = await client();
  await login(user, DEMO_EMAILS.user, DEMO_PASSWORD);
  expect((await user.get(`/api/users/${other._id}`)).status()).toBe(403);
  const admin = await client();
  await login(admin, DEMO_EMAILS.super_admin, DEMO_PASSWORD);
  expect((await (await admin.get(`/api/users/${other._id}`)).json()).user.email).toBe(DEMO_EMAILS.contributor);
  expect((await admin.get('/api/users/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
});

test('repeated failures on one account are answered 429 with Retry-After', async () => {
  const api = await client();
  const email = `limited-${Date.now()}@example.test`;
  expect((await api.post('/api/auth/register', { data: { email, password: 'a good long password' } })).status()).toBe(201);
  for (let i = 0; i < 10; i++) expect((await login(api, email, 'wrong-password')).status()).toBe(401);
  const limited = await login(api, email, 'a good long password');
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
});

test('state-changing calls from another origin are refused, JSON and forms alike', async () => {
  const api = await client();
  const json = await api.post('/api/auth/login', {
    headers: { origin: 'https://evil.example' },
    data: { email: DEMO_EMAILS.user, password: DEMO_PASSWORD },
  });
  expect(json.status()).toBe(403);
  expect((await json.json()).error.code).toBe('CROSS_ORIGIN');
  const form = await api.post('/api/auth/logout', { headers: { origin: 'https://evil.example' }, form: { a: '1' } });
  expect(form.status()).toBe(403);
  const sameOrigin = await api.post('/api/auth/login', { headers: { origin: baseURL }, data: { email: DEMO_EMAILS.user, password: DEMO_PASSWORD } });
  expect(sameOrigin.status()).toBe(200);
});

test.describe('the role × path redirect matrix over plain HTTP', () => {
  const paths = ['/admin', '/admin/users', '/contributor', '/contributor/jobs'];
  const allowed: Record<string, string[]> = {
    anonymous: [],
    user: [],
    contributor: ['/contributor', '/contributor/jobs'],
    admin: ['/admin', '/admin/users'],
    super_admin: ['/admin', '/admin/users'],
  };
  for (const [who, open] of Object.entries(allowed)) {
    test(`${who}`, async () => {
      const api = await client();
      if (who !== 'anonymous') await login(api, DEMO_EMAILS[who as keyof typeof DEMO_EMAILS], DEMO_PASSWORD);
      for (const path of paths) {
        const response = await api.get(path, { maxRedirects: 0 });
        if (open.includes(path)) expect(response.status(), `${who} ${path}`).not.toBe(302);
        else {
          expect(response.status(), `${who} ${path}`).toBe(302);
          expect(new URL(response.headers().location!, baseURL).pathname).toBe('/');
          expect(await response.text()).not.toContain('<html');
        }
      }
      const api401 = await api.get('/api/admin/ping');
      expect(api401.status()).toBe(who === 'anonymous' ? 401 : open.includes('/admin') ? 404 : 403);
    });
  }
});
