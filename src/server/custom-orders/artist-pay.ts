import { jobSharePercent } from '#/server/royalties/ledger.ts';
import { shareOf } from '#/server/royalties/rates.ts';
import type { CustomJobRow } from '#/server/db/schema/jobs.ts';

/**
 * What a commission pays its artist: their level's share of the price, the same figure the
 * royalty ledger records when the customer accepts the work (recordJobShare), shown before they accept it.
 */
export function artistPay(job: Pick<CustomJobRow, 'levelName' | 'priceCents'>): { cents: number; percent: number } {
  const percent = jobSharePercent(job.levelName);
  return { cents: shareOf(job.priceCents, percent), percent };
}

/** "$74.50": an amount in dollars with cents, as the earnings pages show it. */
export const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
