import { describe, expect, it } from 'vitest';
import { canAccess, redirectFor } from './access.ts';

const roles = ['none', 'user', 'contributor', 'admin', 'super_admin'] as const;
const expected: Record<string, Record<(typeof roles)[number], boolean>> = {
  '/admin': { none: false, user: false, contributor: false, admin: true, super_admin: true },
  '/admin/users': { none: false, user: false, contributor: false, admin: true, super_admin: true },
  '/contributor': { none: false, user: false, contributor: true, admin: false, super_admin: false },
  '/contributor/jobs': { none: false, user: false, contributor: true, admin: false, super_admin: false },
  '/': { none: true, user: true, contributor: true, admin: true, super_admin: true },
  '/blogs/x': { none: true, user: true, contributor: true, admin: true, super_admin: true },
};

describe('canAccess', () => {
  for (const [path, byRole] of Object.entries(expected)) {
    for (const role of roles) {
      it(`${role} on ${path} → ${byRole[role] ? 'allowed' : 'sent home'}`, () => {
        expect(canAccess(role, path)).toBe(byRole[role]);
        expect(redirectFor(role, path)).toBe(byRole[role] ? null : '/');
      });
    }
  }
  it('treats a missing session like none', () => {
    expect(redirectFor(null, '/admin')).toBe('/');
    expect(redirectFor(undefined, '/contributor')).toBe('/');
  });
  it('waits while the role is unknown', () => {
    expect(redirectFor('unknown', '/admin')).toBeNull();
  });
});
