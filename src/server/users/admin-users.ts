import { eq } from 'drizzle-orm';
import type { Role } from '../../lib/access.ts';
import type { TableQuery } from '../../lib/table-query.ts';
import type { Actor } from '../admin/actor.ts';
import { writeAudit } from '../admin/audit.ts';
import { one } from '../admin/rows.ts';
import { paginate } from '../admin/paginate.ts';
import type { Database } from '../db/open.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export type AdminUserView = { id: string; email: string; name: string; role: Role; disabledAt: Date | null; createdAt: Date };

const ADMIN_ROLES: Role[] = ['admin', 'super_admin'];

/** Only a super_admin may give or take away an admin or super_admin role (pure, unit-tested). */
export function roleChangeRefusal(actor: Actor, targetId: string, from: Role, to: Role): string | null {
  if (targetId === actor.id) return 'You cannot change your own role. Ask another super admin.';
  const touchesAdmin = ADMIN_ROLES.includes(from) || ADMIN_ROLES.includes(to);
  if (touchesAdmin && actor.role !== 'super_admin') return 'Only a super admin can make or unmake an admin or super admin.';
  return null;
}

async function target(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such user.');
  return row;
}

const view = (row: typeof users.$inferSelect): AdminUserView => ({
  id: row.id, email: row.email, name: row.name, role: row.role, disabledAt: row.disabledAt, createdAt: row.createdAt,
});

export async function listUsers(db: Database, query: TableQuery) {
  const page = await paginate<typeof users.$inferSelect>(db, {
    table: users,
    sortable: { createdAt: users.createdAt, email: users.email, name: users.name, role: users.role },
    searchable: [users.email, users.name],
  }, query);
  return { ...page, rows: page.rows.map(view) };
}

export async function changeUserRole(db: Database, actor: Actor, id: string, role: Role): Promise<AdminUserView> {
  const current = await target(db, id);
  const refusal = roleChangeRefusal(actor, id, current.role, role);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  if (current.role === role) return view(current);
  return db.transaction(async (tx) => {
    const row = one(await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning());
    await writeAudit(tx, actor, { action: 'role_change', entity: 'user', entityId: id, summary: `Changed ${row.email} from ${current.role} to ${role}`, changes: { from: current.role, to: role } });
    return view(row);
  });
}

/** Disabling also ends the user's sessions; an admin account is disabled only by a super_admin. */
export async function setUserDisabled(db: Database, actor: Actor, id: string, disabled: boolean, endSessions: (db: Database, userId: string) => Promise<void>) {
  const current = await target(db, id);
  if (id === actor.id) throw new AppError('FORBIDDEN', 'You cannot disable your own account.');
  if (ADMIN_ROLES.includes(current.role) && actor.role !== 'super_admin') throw new AppError('FORBIDDEN', 'Only a super admin can disable an admin or super admin.');
  return db.transaction(async (tx) => {
    const row = one(await tx.update(users).set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() }).where(eq(users.id, id)).returning());
    if (disabled) await endSessions(tx, id);
    await writeAudit(tx, actor, { action: disabled ? 'disable' : 'enable', entity: 'user', entityId: id, summary: `${disabled ? 'Disabled' : 'Enabled'} ${row.email}` });
    return view(row);
  });
}

export async function endUserSessionsAsAdmin(db: Database, actor: Actor, id: string, endSessions: (db: Database, userId: string) => Promise<void>) {
  const current = await target(db, id);
  await db.transaction(async (tx) => {
    await endSessions(tx, id);
    await writeAudit(tx, actor, { action: 'end_sessions', entity: 'user', entityId: id, summary: `Ended every session of ${current.email}` });
  });
}
