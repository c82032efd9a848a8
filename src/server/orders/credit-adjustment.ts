import { sql } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import type { Database } from '#/server/db/open.ts';
import { users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { addCredits } from './ledger.ts';

/** A manual credit change: one ledger row with the admin's reason, and an audit entry, in one transaction. */
export async function adjustCredits(db: Database, actor: Actor, input: { email: string; delta: number; reason: string }) {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`).limit(1);
  if (!user) throw new AppError('NOT_FOUND', `No account with the email ${input.email}.`);
  try {
    return await db.transaction(async (tx) => {
      const balance = await addCredits(tx, user.id, input.delta, `Admin adjustment by ${actor.email}: ${input.reason}`);
      await writeAudit(tx, actor, { action: 'adjust_credits', entity: 'user', entityId: user.id, summary: `${input.delta > 0 ? 'Added' : 'Removed'} ${Math.abs(input.delta)} credits for ${user.email}: ${input.reason}`, before: { credits: balance - input.delta }, after: { credits: balance, reason: input.reason } });
      return { email: user.email, balance };
    });
  } catch (error) {
    // 23514: the balance CHECK (credit_accounts.balance >= 0), possibly wrapped by drizzle.
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23514') {
      throw new AppError('CONFLICT', `${user.email} does not have that many credits: a balance cannot go below 0.`);
    }
    throw error;
  }
}
