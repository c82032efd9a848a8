import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { rows } from '#/server/db/rows.ts';
import { creditAccounts, creditLedger } from '#/server/db/schema.ts';

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

/**
 * Adds (or with a negative delta, spends) credits: one ledger row and the cached
 * balance in the same transaction. The balance CHECK refuses to go below zero.
 */
export async function addCredits(tx: DbOrTx, userId: string, delta: number, reason: string, orderId: string | null = null, jobId: string | null = null): Promise<number> {
  await tx.insert(creditLedger).values({ userId, delta, reason, orderId, jobId });
  const change = () => tx
    .update(creditAccounts)
    .set({ balance: sql`${creditAccounts.balance} + ${delta}`, updatedAt: new Date() })
    .where(eq(creditAccounts.userId, userId))
    .returning({ balance: creditAccounts.balance });
  let [row] = await change();
  if (!row) {
    // The first credits of an account that does not exist yet.
    await tx.insert(creditAccounts).values({ userId }).onConflictDoNothing();
    [row] = await change();
  }
  return row?.balance ?? 0;
}
