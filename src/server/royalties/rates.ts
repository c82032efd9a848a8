import { and, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { royaltyRates } from '#/server/db/schema.ts';
import { settingIn } from '#/server/settings/credit-value-in.ts';

export { shareOf } from '#/lib/royalty.ts';

/** The allocated artist's share of a custom job, per customize level (by name); others get JOB_SHARE_DEFAULT. */
export const JOB_SHARE_BY_LEVEL: Record<string, number> = { Essential: 50, Professional: 55, Animated: 60 };
export const JOB_SHARE_DEFAULT = 50;

/** A royalty stays pending `holdDays` (the refund window, a store setting), then becomes available. */
export const availableFrom = (soldAt: Date, holdDays: number) => new Date(soldAt.getTime() + holdDays * 86_400_000);

/** The artists' share when staff set no rate for an artist (store setting royaltyPercent). */
export const defaultShareIn = (tx: DbOrTx) => settingIn(tx, 'royaltyPercent');
export const holdDaysIn = (tx: DbOrTx) => settingIn(tx, 'royaltyHoldDays');

/** The rate in force at `at`: the latest one staff set for the artist by then, or the store's default share. */
export async function rateAt(tx: DbOrTx, artistId: string, at: Date): Promise<number> {
  const [row] = await tx
    .select({ percent: royaltyRates.percent })
    .from(royaltyRates)
    .where(and(eq(royaltyRates.artistId, artistId), lte(royaltyRates.effectiveFrom, at)))
    .orderBy(desc(royaltyRates.effectiveFrom), desc(royaltyRates.id))
    .limit(1);
  return row?.percent ?? (await defaultShareIn(tx));
}

export async function rateHistory(db: DbOrTx, artistId: string) {
  return db.select().from(royaltyRates).where(eq(royaltyRates.artistId, artistId)).orderBy(desc(royaltyRates.effectiveFrom), desc(royaltyRates.id));
}
