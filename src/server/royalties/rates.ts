import { and, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { royaltyRates } from '#/server/db/schema.ts';

/** The artist's share of a sale's net price when admins set no rate (docs/decisions/0105-royalty-ledger.md). */
export const DEFAULT_SHARE_PERCENT = 50;
/** A sale's royalty stays pending this long (refund window), then becomes available. */
export const HOLD_DAYS = 14;
/** The allocated artist's share of a custom job, per customize level (by name); others get JOB_SHARE_DEFAULT. */
export const JOB_SHARE_BY_LEVEL: Record<string, number> = { Essential: 50, Professional: 55, Animated: 60 };
export const JOB_SHARE_DEFAULT = 50;

export const availableFrom = (soldAt: Date) => new Date(soldAt.getTime() + HOLD_DAYS * 86_400_000);

/** The whole-cent share, rounded down: the store keeps the fraction, so shares never sum above a price. */
export const shareOf = (netCents: number, percent: number) => Math.floor((netCents * percent) / 100);

/** The rate in force at `at`: the latest one that took effect by then, or the default. */
export async function rateAt(tx: DbOrTx, artistId: string, at: Date): Promise<number> {
  const [row] = await tx
    .select({ percent: royaltyRates.percent })
    .from(royaltyRates)
    .where(and(eq(royaltyRates.artistId, artistId), lte(royaltyRates.effectiveFrom, at)))
    .orderBy(desc(royaltyRates.effectiveFrom), desc(royaltyRates.id))
    .limit(1);
  return row?.percent ?? DEFAULT_SHARE_PERCENT;
}

export async function rateHistory(db: DbOrTx, artistId: string) {
  return db.select().from(royaltyRates).where(eq(royaltyRates.artistId, artistId)).orderBy(desc(royaltyRates.effectiveFrom), desc(royaltyRates.id));
}
