import { describe, expect, it } from 'vitest';
import { accessFor, allows, ROLES, ROUTE_POLICY, sampleUrl } from './route-policy.ts';
import { describeRoute, listRoutes, routePattern } from './routes.ts';
import { judge } from './verdict.ts';

describe('route list', () => {
  it('spells file routes the way Astro maps them', () => {
    expect(routePattern('index.astro')).toBe('/');
    expect(routePattern('api/jobs/[id]/index.ts')).toBe('/api/jobs/[id]');
    expect(routePattern('og/blogs/[slug].png.ts')).toBe('/og/blogs/[slug].png');
    expect(routePattern('blogs/[...page].astro')).toBe('/blogs/[...page]');
    expect(routePattern('about.mdx')).toBe('/about');
  });

  it('reads the methods an endpoint exports and whether it renders on demand', () => {
    const route = describeRoute('api/x.ts', 'export const prerender = false;\nexport const GET = handle(() => 1);\nexport async function POST() {}\nexport { del as DELETE };');
    expect(route).toMatchObject({ pattern: '/api/x', kind: 'endpoint', methods: ['GET', 'POST', 'DELETE'], onDemand: true });
    expect(describeRoute('about.mdx', '# About').methods).toEqual(['GET']);
    expect(describeRoute('admin/x.astro', "---\nif (Astro.request.method === 'POST') {}\n---").methods).toEqual(['GET', 'POST']);
  });

  it('finds the pages and endpoints under src/pages', () => {
    const patterns = listRoutes().map((r) => r.pattern);
    expect(patterns).toContain('/');
    expect(patterns).toContain('/api/health');
    expect(patterns).toContain('/blogs/[slug]');
  });
});

describe('declared policy', () => {
  const routes = listRoutes();

  it('covers every route file and every method it answers', () => {
    const missing = routes.flatMap((route) => {
      const policy = ROUTE_POLICY[route.pattern];
      if (!policy) return [`${route.pattern} (src/pages/${route.file}) has no policy in tests/security/route-policy.ts`];
      return route.methods.filter((m) => !accessFor(policy, m)).map((m) => `${m} ${route.pattern} has no policy`);
    });
    expect(missing).toEqual([]);
  });

  it('every endpoint answers at least one method', () => {
    expect(routes.filter((r) => r.kind === 'endpoint' && r.methods.length === 0).map((r) => r.file)).toEqual([]);
  });

  const declared = routes.filter((r) => ROUTE_POLICY[r.pattern]);

  it('keeps the areas closed: /admin to admins, /contributor to contributors, /api/admin to admins', () => {
    const wrong = declared.flatMap((route) =>
      route.methods.flatMap((method) => {
        const access = accessFor(ROUTE_POLICY[route.pattern]!, method);
        const areaAdmin = /^\/(api\/)?admin(\/|$)/.test(route.pattern);
        const areaContributor = /^\/(api\/)?contributor(\/|$)/.test(route.pattern);
        if (areaAdmin && access !== 'admin' && access !== 'super_admin') return [`${method} ${route.pattern}: ${access}`];
        if (areaContributor && access !== 'contributor') return [`${method} ${route.pattern}: ${access}`];
        return [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('gives every route with parameters a sample address', () => {
    const ctx = { role: 'user' as const, userId: 'u1' };
    const bad = declared.filter((r) => r.pattern.includes('[')).filter((r) => sampleUrl(r.pattern, ROUTE_POLICY[r.pattern]!, ctx).includes('['));
    expect(bad).toEqual([]);
  });

  it('reads the access levels of each route', () => {
    expect(ROLES.filter((role) => allows('admin', role))).toEqual(['admin', 'super_admin']);
    expect(ROLES.filter((role) => allows('contributor', role))).toEqual(['contributor']);
    expect(ROLES.filter((role) => allows('signed-in', role))).toEqual(['user', 'contributor', 'admin', 'super_admin']);
    expect(ROLES.filter((role) => allows('super_admin', role))).toEqual(['super_admin']);
  });
});

describe('matrix verdicts', () => {
  const answer = (status: number, extra: Partial<{ location: string; contentType: string; body: string }> = {}) => ({
    status,
    location: extra.location ?? null,
    contentType: extra.contentType ?? 'application/json',
    body: extra.body ?? '{"error":{"code":"X"}}',
  });
  const page = (path: string, allowed: boolean, signedIn = false) => ({ kind: 'page' as const, path, allowed, signedIn });
  const api = (path: string, allowed: boolean, signedIn = false) => ({ kind: 'endpoint' as const, path, allowed, signedIn });

  it('accepts a denied area page only as a bare redirect to /', () => {
    expect(judge(page('/admin', false), answer(302, { location: '/', body: '' }))).toBeNull();
    expect(judge(page('/admin', false), answer(302, { location: '/login', body: '' }))).toMatch(/redirect to '\/'/);
    expect(judge(page('/admin', false), answer(200, { body: '<!doctype html>' }))).toMatch(/expected a redirect/);
    expect(judge(page('/admin', false), answer(302, { location: '/', body: '<html>' }))).toMatch(/HTML/);
  });

  it('wants 401 for a signed-out caller and 403 for a signed-in one on a denied API, as JSON', () => {
    expect(judge(api('/api/admin/users', false), answer(401))).toBeNull();
    expect(judge(api('/api/admin/users', false, true), answer(401))).toMatch(/expected 403/);
    expect(judge(api('/api/admin/users', false, true), answer(403, { contentType: 'text/html' }))).toMatch(/not JSON/);
    expect(judge(api('/api/auth/login/success', false), answer(401, { body: '{"success":false,"message":"Invalid credentials"}' }))).toBeNull();
    expect(judge(api('/api/admin/users', false), answer(401, { body: '{"ok":false}' }))).toMatch(/no error.code/);
  });

  it('counts 404 and 400 as allowed, 401/403, 5xx and a sign-in redirect as not', () => {
    expect(judge(api('/api/jobs/x', true, true), answer(404))).toBeNull();
    expect(judge(api('/api/checkout', true, true), answer(400))).toBeNull();
    expect(judge(api('/api/checkout', true, true), answer(403))).toMatch(/allowed but/);
    expect(judge(api('/api/checkout', true, true), answer(500))).toMatch(/server error/);
    expect(judge(page('/account', true, true), answer(302, { location: '/login?next=/account' }))).toMatch(/sent to/);
    expect(judge(page('/login', true, true), answer(302, { location: '/account' }))).toBeNull();
  });
});
