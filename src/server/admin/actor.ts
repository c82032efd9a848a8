import type { Role } from '#/lib/access.ts';
import { requireAdmin } from '#/server/auth/guards.ts';

/** The admin making a change: recorded in the audit log and checked for super-admin-only actions. */
export type Actor = { id: string; email: string; role: Role; ip?: string | null };

export function adminActor(locals: App.Locals): Actor {
  const user = requireAdmin(locals);
  return { id: user.id, email: user.email, role: user.role };
}
