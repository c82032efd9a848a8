import { describe, expect, it } from 'vitest';
import type { SessionRole } from '#/lib/access.ts';
import { gate, isCrossOriginWrite } from './gate.ts';

const site = 'https://toonmart.test';
const base = { method: 'GET', origin: null, secFetchSite: null, allowedOrigins: [site] };
const roles: SessionRole[] = ['none', 'user', 'contributor', 'admin', 'super_admin'];

describe('area guard', () => {
  const expected: Record<string, Record<string, string | null>> = {
    '/admin': { none: '/', user: '/', contributor: '/', admin: null, super_admin: null },
    '/admin/users': { none: '/', user: '/', contributor: '/', admin: null, super_admin: null },
    '/contributor': { none: '/', user: '/', contributor: null, admin: '/', super_admin: '/' },
    '/contributor/jobs/1': { none: '/', user: '/', contributor: null, admin: '/', super_admin: '/' },
    '/administrator': { none: null, user: null, contributor: null, admin: null, super_admin: null },
    '/account': { none: null, user: null, contributor: null, admin: null, super_admin: null },
  };
  for (const [pathname, byRole] of Object.entries(expected)) {
    for (const role of roles) {
      it(`${role} on ${pathname} → ${byRole[role] ?? 'allowed'}`, () => {
        const decision = gate({ ...base, pathname, role });
        expect(decision).toEqual(byRole[role] ? { kind: 'redirect', location: byRole[role] } : { kind: 'next' });
      });
    }
  }

  it('answers area APIs with 401 when signed out and 403 for the wrong role', () => {
    const api = (pathname: string, role: SessionRole) => gate({ ...base, pathname, role });
    expect(api('/api/admin/users', 'none')).toEqual({ kind: 'error', code: 'UNAUTHENTICATED' });
    expect(api('/api/admin/users', 'contributor')).toEqual({ kind: 'error', code: 'FORBIDDEN' });
    expect(api('/api/admin/users', 'super_admin')).toEqual({ kind: 'next' });
    expect(api('/api/contributor/jobs', 'user')).toEqual({ kind: 'error', code: 'FORBIDDEN' });
    expect(api('/api/contributor/jobs', 'contributor')).toEqual({ kind: 'next' });
    expect(api('/api/contributor', 'none')).toEqual({ kind: 'error', code: 'UNAUTHENTICATED' });
  });
});

describe('cross-origin writes', () => {
  it('refuses a foreign or opaque Origin on state-changing methods only', () => {
    expect(isCrossOriginWrite({ ...base, method: 'POST', origin: 'https://evil.test' })).toBe(true);
    expect(isCrossOriginWrite({ ...base, method: 'DELETE', origin: 'null' })).toBe(true);
    expect(isCrossOriginWrite({ ...base, method: 'POST', origin: site })).toBe(false);
    expect(isCrossOriginWrite({ ...base, method: 'GET', origin: 'https://evil.test' })).toBe(false);
  });

  it('falls back on Sec-Fetch-Site without an Origin; plain clients pass', () => {
    expect(isCrossOriginWrite({ ...base, method: 'PUT', secFetchSite: 'cross-site' })).toBe(true);
    expect(isCrossOriginWrite({ ...base, method: 'PUT', secFetchSite: 'same-origin' })).toBe(false);
    expect(isCrossOriginWrite({ ...base, method: 'POST' })).toBe(false);
  });

  it('wins over the area guard', () => {
    expect(gate({ ...base, method: 'POST', origin: 'https://evil.test', pathname: '/api/admin/x', role: 'admin' })).toEqual({ kind: 'error', code: 'CROSS_ORIGIN' });
  });
});
