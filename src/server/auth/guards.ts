import type { Role } from '#/lib/access.ts';
import type { AccountUser } from './user-view.ts';
import { AppError } from '#/server/errors/catalogue.ts';

/**
 * Server-side authorisation for pages and APIs. The middleware puts the user of
 * the session cookie in `locals.user`; every protected route checks again here.
 */
export function requireUser(locals: App.Locals): AccountUser {
  if (!locals.user) throw new AppError('UNAUTHENTICATED');
  return locals.user;
}

export function requireRole(locals: App.Locals, ...roles: Role[]): AccountUser {
  const user = requireUser(locals);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN');
  return user;
}

export const requireAdmin = (locals: App.Locals) => requireRole(locals, 'admin', 'super_admin');
export const requireContributor = (locals: App.Locals) => requireRole(locals, 'contributor');
