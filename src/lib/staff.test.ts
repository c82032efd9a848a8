import { describe, expect, it } from 'vitest';
import { afterLogin } from './session-rules.ts';
import { loginLanding, staffArea } from './staff.ts';

describe('staffArea', () => {
  it('gives admins and super admins the admin area', () => {
    expect(staffArea('admin')).toEqual({ href: '/admin', label: 'Admin area' });
    expect(staffArea('super_admin')?.href).toBe('/admin');
  });
  it('gives artists the contributor area', () => {
    expect(staffArea('contributor')).toEqual({ href: '/contributor', label: 'Artist area' });
  });
  it('gives customers and visitors none', () => {
    for (const role of ['user', 'none', 'unknown', null, undefined] as const) expect(staffArea(role)).toBeNull();
  });
});

describe('loginLanding', () => {
  it('sends staff to their area and customers home when no page was asked for', () => {
    expect(loginLanding('contributor', null)).toBe('/contributor');
    expect(loginLanding('admin', null)).toBe('/admin');
    expect(loginLanding('super_admin', null)).toBe('/admin');
    expect(loginLanding('user', null)).toBe('/');
  });
  it('keeps the page the visitor came for', () => {
    expect(loginLanding('admin', '/cart')).toBe('/cart');
    expect(loginLanding('user', '/account/downloads')).toBe('/account/downloads');
  });
});

describe('afterLogin from the login page', () => {
  it('sends staff to their area unless another page was asked for', () => {
    expect(afterLogin('/login', null, 'contributor')).toEqual({ kind: 'assign', href: '/contributor' });
    expect(afterLogin('/login', '/', 'admin')).toEqual({ kind: 'assign', href: '/admin' });
    expect(afterLogin('/login', '/cart', 'admin')).toEqual({ kind: 'assign', href: '/cart' });
    expect(afterLogin('/login', null, 'user')).toEqual({ kind: 'assign', href: '/' });
  });
  it('keeps reloading after an in-page login elsewhere', () => {
    expect(afterLogin('/pricing', null, 'admin')).toEqual({ kind: 'reload' });
  });
});
