import { describe, expect, it } from 'vitest';
import { afterLogin, withSocialMarker } from './session-rules.ts';
import { safeRedirect } from './safe-redirect.ts';
import { decryptUser, encryptUser } from './user-cache.ts';

const user = { _id: 'u1', email: 'ann@example.test', name: 'Ann', role: 'user' as const, avatar: null };

describe('encrypted user copy', () => {
  it('is not readable JSON and does not contain the email', () => {
    const stored = encryptUser(user, 'k');
    expect(() => JSON.parse(stored)).toThrow();
    expect(stored).not.toContain('ann@example.test');
    expect(decryptUser(stored, 'k')).toEqual(user);
  });

  it('gives null for a wrong key, garbage or nothing', () => {
    expect(decryptUser(encryptUser(user, 'k'), 'other')).toBeNull();
    expect(decryptUser('not-encrypted', 'k')).toBeNull();
    expect(decryptUser(null, 'k')).toBeNull();
  });
});

describe('after login', () => {
  it('goes home from /recover-account, follows a safe next from /login, reloads elsewhere', () => {
    expect(afterLogin('/recover-account', '/account')).toEqual({ kind: 'assign', href: '/' });
    expect(afterLogin('/login', '/account')).toEqual({ kind: 'assign', href: '/account' });
    expect(afterLogin('/login', 'https://evil.test')).toEqual({ kind: 'assign', href: '/' });
    expect(afterLogin('/pricing', null)).toEqual({ kind: 'reload' });
  });

  it('follows only same-site paths', () => {
    expect(safeRedirect('//evil.test/x')).toBeNull();
    expect(safeRedirect('/\\evil.test')).toBeNull();
    expect(safeRedirect('/blogs/a?b=1')).toBe('/blogs/a?b=1');
    expect(withSocialMarker('https://evil.test')).toBe('/#signed-in');
  });
});
