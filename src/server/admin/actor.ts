import type { Role } from '../../lib/access.ts';
import { requireAdmin } from '../auth/guards.ts';

/** The admin making a change: recorded in the audit log and checked for super-admin-only actions. */
export type Actor = { id: string; email: string; role: Role };

export function adminActor(locals: App.Locals): Actor {
  const user = requireAdmin(locals);
  return { id: user._id, email: user.email, role: user.role };
}
