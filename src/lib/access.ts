import { isAdminPath, isContributorPath } from './layout-rules.ts';

export const ROLES = ['user', 'admin', 'super_admin', 'contributor'] as const;
export type Role = (typeof ROLES)[number];
/** The session role as the client knows it: unknown until checked, none when signed out. */
export type SessionRole = Role | 'unknown' | 'none';

export function isAdminRole(role: SessionRole | null | undefined): boolean {
  return role === 'admin' || role === 'super_admin';
}

/**
 * The area guard, shared by the server middleware and the
 * client: returns where to send the visitor, or null when the path is allowed.
 * `unknown` (not yet checked on the client) is allowed to wait for the check.
 */
export function redirectFor(role: SessionRole | null | undefined, pathname: string): string | null {
  if (role === 'unknown') return null;
  if (isAdminPath(pathname)) return isAdminRole(role) ? null : '/';
  if (isContributorPath(pathname)) return role === 'contributor' ? null : '/';
  return null;
}

export function canAccess(role: SessionRole | null | undefined, pathname: string): boolean {
  return redirectFor(role, pathname) === null;
}
