import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store } from '#test-support/store.ts';
import { signInAs, type Session } from '#test-support/session.ts';
import { accessFor, allows, ROLES, ROUTE_POLICY, sampleUrl, type TestRole } from './route-policy.ts';
import { listRoutes } from './routes.ts';
import { judge } from './verdict.ts';
import { testPort } from '#test-support/ports.ts';
import { postMultipart } from '#test-support/multipart.ts';
import { pngFile } from '#/server/uploads/test-files.ts';

/**
 * The authorisation matrix: every route file × method × role against the built
 * store, each role signed in through the real login API, compared with the
 * declared policy (tests/security/route-policy.ts; verdict rules in verdict.ts).
 * Writes send an empty JSON object: the guard must answer before validation.
 */
const PORT = testPort(4470);
const hasLogin = fs.existsSync('src/pages/api/auth/login.ts');
const roles: TestRole[] = hasLogin ? [...ROLES] : ['anonymous'];

describe('authorisation matrix (built store)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore({ port: PORT, name: 'authz-matrix' });
  });
  afterAll(() => store?.stop());

  async function session(role: TestRole): Promise<Session | null> {
    return role === 'anonymous' ? null : signInAs(store.url, role);
  }

  it.each(roles)('every route answers %s as the policy says', async (role) => {
    let current = await session(role);
    const mismatches: string[] = [];
    let requests = 0;
    for (const route of listRoutes()) {
      const policy = ROUTE_POLICY[route.pattern];
      if (!policy) continue; // tests/unit/route-policy.test.ts reports it
      for (const method of route.methods) {
        const path = sampleUrl(route.pattern, policy, { role, userId: current?.userId ?? null });
        const res = await fetch(`${store.url}${path}`, {
          method,
          redirect: 'manual',
          headers: { ...(current ? { cookie: current.cookie } : {}), ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
          body: method === 'GET' ? undefined : '{}',
        });
        requests++;
        const answer = { status: res.status, location: res.headers.get('location'), contentType: res.headers.get('content-type') ?? '', body: await res.text() };
        const allowed = allows(accessFor(policy, method)!, role);
        const why = judge({ kind: route.kind, path, allowed, signedIn: role !== 'anonymous' }, answer);
        if (why) mismatches.push(`${method} ${path} as ${role}: ${why}`);
        if (policy.endsSession) current = await session(role);
      }
    }
    expect(requests).toBeGreaterThan(10);
    expect(mismatches).toEqual([]);
  }, 120_000);

  // A character not on sale: its page preview and preview image for staff and its artist; a 404 for everyone else, never cached.
  if (hasLogin && fs.existsSync('src/pages/cartoon-characters/[slug]/preview.astro')) {
    it("opens a draft's preview for staff and its artist only, private and not indexed; taking it off sale needs a reason", async () => {
      const [user, contributor, admin, superAdmin] = await Promise.all([session('user'), session('contributor'), session('admin'), session('super_admin')]);
      const types = (await (await fetch(`${store.url}/api/admin/character-types`, { headers: { cookie: admin!.cookie } })).json()) as { rows: { id: string }[] };
      const title = `Matrix Draft ${Date.now().toString(36)}`;
      const fields = { title, typeId: types.rows[0]!.id, priceType: 'credits', priceStandard: '10', priceExtended: '30', discountPercent: '', tags: 'robot', description: 'A draft' };
      const created = await postMultipart(store.url, '/api/contributor/characters', contributor!.cookie, [
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'preview', filename: 'p.png', type: 'image/png', data: await pngFile(64, 64) },
      ]);
      expect(created.status).toBe(201);
      const draft = JSON.parse(created.text) as { id: string; slug: string };
      const get = (who: Session | null, path: string) => fetch(`${store.url}${path}`, { redirect: 'manual', headers: who ? { cookie: who.cookie } : {} });
      for (const who of [null, user]) {
        expect((await get(who, `/cartoon-characters/${draft.slug}/preview`)).status).toBe(404);
        expect((await get(who, `/api/characters/${draft.id}/preview`)).status).toBe(404);
      }
      expect((await get(admin, `/cartoon-characters/${draft.slug}`)).status).toBe(404);
      for (const who of [contributor, admin, superAdmin]) {
        const page = await get(who, `/cartoon-characters/${draft.slug}/preview`);
        expect(page.status).toBe(200);
        expect(page.headers.get('cache-control')).toBe('private, no-store');
        expect(page.headers.get('x-robots-tag')).toContain('noindex');
        expect(page.headers.get('x-toonmart-cache')).toBeNull();
        const html = await page.text();
        expect(html).toContain(title);
        expect(html).toMatch(/<meta name="robots" content="noindex/);
        const image = await get(who, `/api/characters/${draft.id}/preview`);
        expect([image.status, image.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
      }
      const status = (body: unknown) => fetch(`${store.url}/api/admin/characters/${draft.id}/status`, { method: 'POST', headers: { cookie: admin!.cookie, origin: store.url, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect((await status({ status: 'removed' })).status).toBe(400);
      expect((await status({ status: 'removed', reason: 'Test of the matrix' })).status).toBe(200);
    });
  }

  // Rules the route level cannot express: they depend on whose record it is.
  if (hasLogin && fs.existsSync('src/pages/api/admin/users/[id]/role.ts')) {
    it('only a super_admin makes or unmakes admins and disables them; a user reads only themself', async () => {
      const [user, admin, superAdmin] = await Promise.all([session('user'), session('admin'), session('super_admin')]);
      const call = (who: Session | null, path: string, body?: unknown) =>
        fetch(`${store.url}${path}`, { method: body ? 'POST' : 'GET', headers: { cookie: who!.cookie, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
      const list = (await (await call(admin, '/api/admin/users?size=50')).json()) as { rows: { id: string; email: string }[] };
      const idOf = (email: string) => list.rows.find((r) => r.email === email)!.id;
      const [userId, superId] = [idOf('user@toonmart.test'), idOf('superadmin@toonmart.test')];

      expect((await call(user, `/api/users/${superId}`)).status).toBe(403);
      expect((await call(user, `/api/users/${user!.userId}`)).status).toBe(200);
      expect((await call(admin, `/api/admin/users/${userId}/role`, { role: 'admin' })).status).toBe(403);
      expect((await call(admin, `/api/admin/users/${superId}/disable`, { disabled: true })).status).toBe(403);
      expect((await call(superAdmin, `/api/admin/users/${userId}/role`, { role: 'admin' })).status).toBe(200);
      expect((await call(superAdmin, `/api/admin/users/${userId}/role`, { role: 'user' })).status).toBe(200);
    });
  }
});
