import { creditsToCents, planPrice, type Priced } from './pricing.ts';

/**
 * The royalty arithmetic the server records sales with and the artist's editor previews prices
 * with: one function, so the figure shown beside a price is the figure the ledger will write.
 */
export const DEFAULT_SHARE_PERCENT = 50;
export const DEFAULT_HOLD_DAYS = 14;
export const DEFAULT_PAYOUT_MINIMUM_CENTS = 5000;

/** The whole-cent share, rounded down: the store keeps the fraction, so shares never sum above a price. */
export const shareOf = (netCents: number, percent: number) => Math.floor((netCents * percent) / 100);

/** What the store receives for a line: money as charged, credits at the credit value, free lines nothing. */
export function netCentsOf(line: { currency: string; cents: number; credits: number }, creditValueCents: number): number {
  if (line.currency === 'USD') return line.cents;
  if (line.currency === 'credits') return creditsToCents(line.credits, creditValueCents);
  return 0;
}

export type Earning = { netCents: number; shareCents: number };

/**
 * What the artist earns from one sale of a plan at the price being set (discount applied, no
 * coupon): a credit price at the store's credit value, a dollar price as it is.
 */
export function earningFor(item: Priced, plan: 'standard' | 'extended', percent: number, creditValueCents: number): Earning {
  const price = planPrice(item, plan, creditValueCents);
  const currency = item.priceType === 'credits' ? 'credits' : item.priceType === 'currency' ? 'USD' : 'free';
  const netCents = netCentsOf({ currency, cents: price.cents, credits: price.credits }, creditValueCents);
  return { netCents, shareCents: shareOf(netCents, percent) };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const dollars = (cents: number) => usd.format(cents / 100);

/** "1 credit = $1.20": the credit value as every page states it. */
export const creditValueText = (creditValueCents: number) => `1 credit = ${dollars(creditValueCents)}`;

/** What the editor knows to preview earnings: the artist's share now and the store's credit value. */
export type EarningsBasis = { percent: number; creditValueCents: number };

/**
 * The line beside a price field while the artist types: what one sale of that plan earns them.
 * `form` holds the editor's fields as typed (a currency price in dollars, a credit price in credits).
 */
export function earningsNote(form: Record<string, string>, plan: 'standard' | 'extended', basis: EarningsBasis): string | null {
  const type = form.priceType === 'currency' || form.priceType === 'free' ? form.priceType : 'credits';
  if (type === 'free') return 'A free sample earns nothing.';
  const typed = Number(form[plan === 'standard' ? 'priceStandard' : 'priceExtended']);
  if (!form[plan === 'standard' ? 'priceStandard' : 'priceExtended'] || !Number.isFinite(typed) || typed <= 0) return null;
  const amount = type === 'currency' ? Math.round(typed * 100) : Math.round(typed);
  const item: Priced = { priceType: type, priceStandard: amount, priceExtended: amount, discountPercent: Number(form.discountPercent) || null };
  const { netCents, shareCents } = earningFor(item, plan, basis.percent, basis.creditValueCents);
  const credit = type === 'credits' ? ` at ${creditValueText(basis.creditValueCents)}` : '';
  return `You earn ${dollars(shareCents)} per sale (${basis.percent} % of ${dollars(netCents)}${credit}).`;
}
