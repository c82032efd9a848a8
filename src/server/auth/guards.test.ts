import { describe, expect, it } from 'vitest';
import { AppError } from '#/server/errors/catalogue.ts';
import { requireAdmin, requireContributor, requireUser } from './guards.ts';

const as = (role: 'user' | 'admin' | 'super_admin' | 'contributor' | null) =>
  ({ user: role ? { id: '1', email: 'a@b.c', name: 'A', role, avatar: null } : null }) as App.Locals;

const code = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('guards', () => {
  it('requireUser refuses a visitor without a session', () => {
    expect(code(() => requireUser(as(null)))).toBe('UNAUTHENTICATED');
    expect(code(() => requireUser(as('user')))).toBe('ok');
  });
  it.each([
    [null, 'UNAUTHENTICATED', 'UNAUTHENTICATED'],
    ['user', 'FORBIDDEN', 'FORBIDDEN'],
    ['contributor', 'FORBIDDEN', 'ok'],
    ['admin', 'ok', 'FORBIDDEN'],
    ['super_admin', 'ok', 'FORBIDDEN'],
  ] as const)('%s: admin → %s, contributor → %s', (role, admin, contributor) => {
    expect(code(() => requireAdmin(as(role)))).toBe(admin);
    expect(code(() => requireContributor(as(role)))).toBe(contributor);
  });
});
