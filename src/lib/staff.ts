import type { SessionRole } from './access.ts';

/** The work area a member of staff reaches from the store: admins the admin, artists the contributor area. */
export type StaffArea = { href: '/admin' | '/contributor'; label: string };

export function staffArea(role: SessionRole | null | undefined): StaffArea | null {
  if (role === 'admin' || role === 'super_admin') return { href: '/admin', label: 'Admin area' };
  if (role === 'contributor') return { href: '/contributor', label: 'Artist area' };
  return null;
}

/**
 * Where the login page sends a user who signed in: the page they came for when it
 * names one, else staff to their area and customers home.
 */
export function loginLanding(role: SessionRole | null | undefined, next: string | null): string {
  return next ?? staffArea(role)?.href ?? '/';
}
