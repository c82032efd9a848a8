import { eq, isNotNull, isNull } from 'drizzle-orm';
import type { Role } from '#/lib/access.ts';
import type { ListFilter } from '#/lib/list-filter.ts';
import type { TableQuery } from '#/lib/table-query.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { one } from '#/server/db/rows.ts';
import { eachAlone, type BulkResult } from '#/server/admin/bulk.ts';
import { filterWhere, paginate } from '#/server/admin/paginate.ts';
import type { Database } from '#/server/db/open.ts';
import { users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';

export type AdminUserView = { id: string; email: string; name: string; role: Role; disabledAt: Date | null; createdAt: Date };

const ADMIN_ROLES: Role[] = ['admin', 'super_admin'];

export type UserAction = 'change_role' | 'disable' | 'end_sessions';

const NEEDS_SUPER: Record<UserAction, string> = {
  change_role: 'Only a super admin can make or unmake an admin or super admin.',
  disable: 'Only a super admin can disable an admin or super admin.',
  end_sessions: 'Only a super admin can end the sessions of an admin or super admin.',
};

/**
 * The role hierarchy, in one place for every admin action on a user (pure, unit-tested):
 * an admin acts on users and contributors; only a super_admin acts on an admin or a
 * super_admin, or gives such a role. Nobody changes their own role or disables themself.
 */
export function userActionRefusal(actor: Actor, target: { id: string; role: Role }, action: UserAction, to?: Role): string | null {
  if (target.id === actor.id && action === 'change_role') return 'You cannot change your own role. Ask another super admin.';
  if (target.id === actor.id && action === 'disable') return 'You cannot disable your own account.';
  const touchesAdmin = ADMIN_ROLES.includes(target.role) || (to !== undefined && ADMIN_ROLES.includes(to));
  return touchesAdmin && actor.role !== 'super_admin' ? NEEDS_SUPER[action] : null;
}

export function roleChangeRefusal(actor: Actor, targetId: string, from: Role, to: Role): string | null {
  return userActionRefusal(actor, { id: targetId, role: from }, 'change_role', to);
}

async function allowedTarget(db: Database, actor: Actor, id: string, action: UserAction, to?: Role) {
  const current = await target(db, id);
  const refusal = userActionRefusal(actor, current, action, to);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  return current;
}

async function target(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such user.');
  return row;
}

const view = (row: typeof users.$inferSelect): AdminUserView => ({
  id: row.id, email: row.email, name: row.name, role: row.role, disabledAt: row.disabledAt, createdAt: row.createdAt,
});

/** `filter`: role, state (active / disabled) and joined from / to (src/lib/admin-lists.ts USER_LIST). */
export async function listUsers(db: Database, query: TableQuery, filter: ListFilter = {}) {
  const page = await paginate<typeof users.$inferSelect>(db, {
    table: users,
    where: filterWhere(filter, { role: users.role, state: (v) => (v === 'disabled' ? isNotNull(users.disabledAt) : isNull(users.disabledAt)) }, users.createdAt),
    sortable: { createdAt: users.createdAt, email: users.email, name: users.name, role: users.role },
    searchable: [users.email, users.name],
  }, query);
  return { ...page, rows: page.rows.map(view) };
}

export async function changeUserRole(db: Database, actor: Actor, id: string, role: Role): Promise<AdminUserView> {
  const current = await allowedTarget(db, actor, id, 'change_role', role);
  if (current.role === role) return view(current);
  return db.transaction(async (tx) => {
    const row = one(await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning());
    await writeAudit(tx, actor, { action: 'role_change', entity: 'user', entityId: id, summary: `Changed ${row.email} from ${current.role} to ${role}`, before: { role: current.role }, after: { role } });
    return view(row);
  });
}

/** Disabling also ends the user's sessions. */
export async function setUserDisabled(db: Database, actor: Actor, id: string, disabled: boolean, endSessions: (db: Database, userId: string) => Promise<void>) {
  const current = await allowedTarget(db, actor, id, 'disable');
  return db.transaction(async (tx) => {
    const row = one(await tx.update(users).set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() }).where(eq(users.id, id)).returning());
    if (disabled) await endSessions(tx, id);
    await writeAudit(tx, actor, { action: disabled ? 'disable' : 'enable', entity: 'user', entityId: id, summary: `${disabled ? 'Disabled' : 'Enabled'} ${row.email}`, before: { disabled: current.disabledAt !== null }, after: { disabled } });
    return view(row);
  });
}

export async function endUserSessionsAsAdmin(db: Database, actor: Actor, id: string, endSessions: (db: Database, userId: string) => Promise<void>) {
  const current = await allowedTarget(db, actor, id, 'end_sessions');
  await db.transaction(async (tx) => {
    await endSessions(tx, id);
    await writeAudit(tx, actor, { action: 'end_sessions', entity: 'user', entityId: id, summary: `Ended every session of ${current.email}` });
  });
}

/**
 * Disables or enables several accounts, each alone with the same rules as the single action
 * (an admin cannot touch an admin or super admin, nobody disables themself): those refused are
 * reported per account, the others change, each with its own audit entry.
 */
export function setUsersDisabled(db: Database, actor: Actor, ids: string[], disabled: boolean, endSessions: (db: Database, userId: string) => Promise<void>): Promise<BulkResult> {
  return eachAlone(ids, (id) => setUserDisabled(db, actor, id, disabled, endSessions));
}
