import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { rows } from '#/server/db/rows.ts';
import { creditAccounts } from '#/server/db/schema.ts';

export async function getBalance(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ balance: creditAccounts.balance }).from(creditAccounts).where(eq(creditAccounts.userId, userId));
  return row?.balance ?? 0;
}

const lockedBalance = async (tx: DbOrTx, userId: string) =>
  (await rows<{ balance: number }>(tx, sql`SELECT balance FROM credit_accounts WHERE user_id = ${userId} FOR UPDATE`))[0];

/**
 * Locks the user's credit account for the rest of the transaction (creating it at 0), so purchases of one user
 * run one at a time. The account almost always exists: it is created only when the lock finds none.
 */
export async function lockAccount(tx: DbOrTx, userId: string): Promise<number> {
  let row = await lockedBalance(tx, userId);
  if (!row) {
    await tx.insert(creditAccounts).values({ userId }).onConflictDoNothing();
    row = await lockedBalance(tx, userId);
  }
  return Number(row?.balance ?? 0);
}

/** The balance change and its ledger row in one statement: the row is written only if the account was there to change. */
const changeBalance = async (tx: DbOrTx, userId: string, delta: number, reason: string, orderId: string | null, jobId: string | null) =>
  (await rows<{ balance: number }>(tx, sql`
    WITH changed AS (
      UPDATE credit_accounts SET balance = balance + ${delta}, updated_at = now() WHERE user_id = ${userId} RETURNING balance
    ), entry AS (
      INSERT INTO credit_ledger (user_id, delta, reason, order_id, job_id)
      SELECT ${userId}::uuid, ${delta}::integer, ${reason}::text, ${orderId}::uuid, ${jobId}::uuid FROM changed
    )
    SELECT balance FROM changed`))[0];

/**
 * Adds (or with a negative delta, spends) credits: one ledger row and the cached
 * balance in the same transaction. The balance CHECK refuses to go below zero.
 */
export async function addCredits(tx: DbOrTx, userId: string, delta: number, reason: string, orderId: string | null = null, jobId: string | null = null): Promise<number> {
  let row = await changeBalance(tx, userId, delta, reason, orderId, jobId);
  if (!row) {
    // The first credits of an account that does not exist yet.
    await tx.insert(creditAccounts).values({ userId }).onConflictDoNothing();
    row = await changeBalance(tx, userId, delta, reason, orderId, jobId);
  }
  return Number(row?.balance ?? 0);
}
