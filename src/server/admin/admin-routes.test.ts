import { describe, expect, it } from 'vitest';
import type { Role } from '#/lib/access.ts';
import type { AccountUser } from '#/server/auth/user-view.ts';

/**
 * Every admin API, found from the route files (none can be missed), answers 401
 * to an anonymous caller and 403 to a user and a contributor, before it reads the
 * body or opens the database.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../pages/api/admin/**/*.ts', { eager: true });
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const ADMIN_ROUTES = Object.entries(modules).flatMap(([file, module]) =>
  METHODS.filter((method) => typeof module[method] === 'function').map((method) => ({
    file: file.replace('../../pages', ''),
    method,
    handler: module[method] as (context: unknown) => Promise<Response>,
  })),
);

const user = (role: Role): AccountUser => ({ id: '00000000-0000-4000-8000-000000000001', email: `${role}@toonmart.test`, name: role, role, avatar: null });

function context(method: string, who: AccountUser | null) {
  const url = new URL('http://localhost/api/admin/x');
  return {
    request: new Request(url, { method, ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }) }),
    url,
    params: { id: '00000000-0000-4000-8000-000000000002', key: 'tutorials/00000000-0000-4000-8000-000000000003.png' },
    locals: { user: who },
  };
}

describe('admin API guards', () => {
  it('finds the admin routes', () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(14);
  });

  for (const route of ADMIN_ROUTES) {
    it(`${route.method} ${route.file}: 401 anonymous, 403 user and contributor`, async () => {
      const anonymous = await route.handler(context(route.method, null));
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).error.code).toBe('UNAUTHENTICATED');
      for (const role of ['user', 'contributor'] as const) {
        const response = await route.handler(context(route.method, user(role)));
        expect(response.status).toBe(403);
        expect((await response.json()).error.code).toBe('FORBIDDEN');
      }
    });
  }
});
