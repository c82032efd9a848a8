import { and, count, inArray, isNull, sql } from 'drizzle-orm';
import type { Audience } from '#/lib/announcement.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { pushTokens, users } from '#/server/db/schema.ts';

/** The account roles of each audience; "everyone" is every role (and, for push, devices of visitors). */
export const AUDIENCE_ROLES: Record<Audience, ('user' | 'contributor' | 'admin' | 'super_admin')[]> = {
  everyone: ['user', 'contributor', 'admin', 'super_admin'],
  customers: ['user'],
  artists: ['contributor'],
  staff: ['admin', 'super_admin'],
};

/** Whether an account of `role` (null: a visitor) is in the audience. */
export function inAudience(audience: string, role: string | null): boolean {
  if (audience === 'everyone') return true;
  return role !== null && (AUDIENCE_ROLES[audience as Audience] ?? []).includes(role as never);
}

/** Enabled accounts of the audience, with their address. */
export async function audienceAccounts(db: DbOrTx, audience: Audience): Promise<{ id: string; email: string }[]> {
  return db.select({ id: users.id, email: users.email }).from(users).where(and(inArray(users.role, AUDIENCE_ROLES[audience]), isNull(users.disabledAt)));
}

/** How many accounts and subscribed devices an audience has now: what the form says before sending. */
export async function audienceSize(db: Database, audience: Audience): Promise<{ accounts: number; devices: number }> {
  const [accounts] = await db.select({ n: count() }).from(users).where(and(inArray(users.role, AUDIENCE_ROLES[audience]), isNull(users.disabledAt)));
  const [devices] = audience === 'everyone'
    ? await db.select({ n: count() }).from(pushTokens)
    : await db.select({ n: count() }).from(pushTokens).where(sql`${pushTokens.userId} IN (SELECT id FROM users WHERE role IN (${sql.join(AUDIENCE_ROLES[audience].map((r) => sql`${r}`), sql`, `)}) AND disabled_at IS NULL)`);
  return { accounts: accounts?.n ?? 0, devices: devices?.n ?? 0 };
}
