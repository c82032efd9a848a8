import { RATE_SOURCE_LABELS, type StoreSettings } from './settings.ts';
import { dollars, shareOf } from './royalty.ts';

/**
 * What a settings change does to money, in sentences staff confirm before it is saved: the credit
 * value (prices in dollars, credit packs, royalties on credit sales), the artists' default share,
 * the royalty hold, the payout minimum and the currency rate source. Empty when none of them moves.
 * The settings page shows these sentences and the server refuses the change without the confirmation.
 */
export type SettingChange = { key: keyof StoreSettings; text: string };

const percentChange = (from: number, to: number) => {
  const change = Math.round(((to - from) / from) * 1000) / 10;
  return `${Math.abs(change)}% ${change >= 0 ? 'more' : 'less'}`;
};

/** An example sale of 10 credits, in what the artist earns at the default share. */
const EXAMPLE_CREDITS = 10;
const EXAMPLE_CENTS = 10_000;

export function settingsImpact(before: StoreSettings, after: StoreSettings): SettingChange[] {
  const out: SettingChange[] = [];
  if (before.creditValueCents !== after.creditValueCents) {
    const [a, b] = [before.creditValueCents, after.creditValueCents];
    const share = after.royaltyPercent;
    out.push({
      key: 'creditValueCents',
      text: `Credit value ${a}¢ → ${b}¢: credit-priced items will cost customers ${percentChange(a, b)} in dollars, and credit packs too; artists' royalty on credit sales changes by the same ${percentChange(a, b)} (a ${EXAMPLE_CREDITS}-credit sale pays ${dollars(shareOf(EXAMPLE_CREDITS * a, share))} → ${dollars(shareOf(EXAMPLE_CREDITS * b, share))} at a ${share} % share); dollar-priced items cost ${percentChange(b, a).replace('more', 'more credits').replace('less', 'fewer credits')}.`,
    });
  }
  if (before.royaltyPercent !== after.royaltyPercent) {
    const [a, b] = [before.royaltyPercent, after.royaltyPercent];
    out.push({ key: 'royaltyPercent', text: `Artists' default share ${a} % → ${b} %: artists without a rate of their own earn ${dollars(shareOf(EXAMPLE_CENTS, a))} → ${dollars(shareOf(EXAMPLE_CENTS, b))} on a ${dollars(EXAMPLE_CENTS)} sale, from the next sale on (past sales keep their share).` });
  }
  if (before.royaltyHoldDays !== after.royaltyHoldDays) {
    out.push({ key: 'royaltyHoldDays', text: `Royalty hold ${before.royaltyHoldDays} → ${after.royaltyHoldDays} days: royalties of new sales become available for payout ${after.royaltyHoldDays} days after the sale (earlier sales keep their date).` });
  }
  if (before.payoutMinimumCents !== after.payoutMinimumCents) {
    out.push({ key: 'payoutMinimumCents', text: `Payout minimum ${dollars(before.payoutMinimumCents)} → ${dollars(after.payoutMinimumCents)}: artists can ask for a payout once ${dollars(after.payoutMinimumCents)} is available.` });
  }
  if (before.rateSource !== after.rateSource) {
    out.push({ key: 'rateSource', text: `Currency rate source "${RATE_SOURCE_LABELS[before.rateSource]}" → "${RATE_SOURCE_LABELS[after.rateSource]}": prices shown in other currencies follow the new rates (what customers pay in dollars or credits does not change).` });
  }
  return out;
}
