import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { artistAccounts, payouts, users } from '#/server/db/schema.ts';
import { isUuid } from '#/lib/ids.ts';
import { balanceOf, ledgerEntries } from './balance.ts';
import { maskDetails, payoutDetailsOf } from './details.ts';
import { payoutsOf } from './payouts.ts';

/**
 * Everything staff weigh when deciding one payout request: the artist, their balance now,
 * their payout details (the legal name in full; account numbers masked: enough to check, not
 * to copy) and when those last changed, earlier payouts and the
 * latest ledger entries. Null when there is no such payout.
 */
export async function payoutCase(db: DbOrTx, payoutId: string, secret: string, now = new Date()) {
  if (!isUuid(payoutId)) return null;
  const [row] = await db.select({ payout: payouts, name: users.name, email: users.email }).from(payouts).innerJoin(users, eq(users.id, payouts.artistId)).where(eq(payouts.id, payoutId));
  if (!row) return null;
  const artistId = row.payout.artistId;
  const [balance, details, history, ledger, account] = await Promise.all([
    balanceOf(db, artistId, now),
    payoutDetailsOf(db, artistId, secret),
    payoutsOf(db, artistId),
    ledgerEntries(db, artistId, 10),
    db.select({ updatedAt: artistAccounts.detailsUpdatedAt }).from(artistAccounts).where(eq(artistAccounts.artistId, artistId)),
  ]);
  return {
    payout: row.payout,
    artist: { id: artistId, name: row.name || row.email, email: row.email },
    balance,
    details: details ? { ...maskDetails(details), legalName: details.legalName, updatedAt: account[0]?.updatedAt ?? null } : null,
    earlier: history.filter((p) => p.id !== row.payout.id),
    ledger,
  };
}

export type PayoutCase = NonNullable<Awaited<ReturnType<typeof payoutCase>>>;
