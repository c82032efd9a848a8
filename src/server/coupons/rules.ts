import { formatCredits, formatMoney } from '#/lib/pricing.ts';
import type { CouponRow } from '#/server/db/schema.ts';
import { formatDay } from '#/lib/dates.ts';
import { allocate } from '#/lib/order-net.ts';

/**
 * The rules of a coupon, pure: whether it may be used now and how much it takes off.
 * A money coupon discounts the USD-priced lines (cents), a credit coupon the credit-priced
 * ones (whole credits); restrictions narrow the lines it applies to. Integer math only.
 */
/** `artistId`: who made the character (its artist, else its owner); null for the store's own. */
export type CouponLine = { characterId: string; typeId: string; artistId: string | null; priceType: 'credits' | 'currency' | 'free'; cents: number; credits: number };
export type Discount = { cents: number; credits: number };
export type CouponVerdict = { ok: true; discount: Discount; summary: string } | { ok: false; message: string };
/** `artistNames`: display names of the coupon's artists, for the shopper's summary (ids left out are not named). */
export type Usage = { now: Date; usedByCustomer: number; artistNames?: Record<string, string> };
type Restricted = Pick<CouponRow, 'characterIds' | 'typeIds' | 'artistIds'>;

const inUnit = (coupon: Pick<CouponRow, 'unit'>, amount: number) => (coupon.unit === 'money' ? `${formatMoney(amount)} USD` : formatCredits(amount));

export function describeCoupon(coupon: Pick<CouponRow, 'kind' | 'unit' | 'amount'>): string {
  const where = coupon.unit === 'money' ? 'items paid in US dollars' : 'items paid with credits';
  return coupon.kind === 'percent' ? `${coupon.amount} % off ${where}` : `${inUnit(coupon, coupon.amount)} off ${where}`;
}

/** What a restricted coupon applies to, in words for the cart: "by Ada Lovelace", "among selected characters"; '' when unrestricted. */
export function describeRestrictions(coupon: Restricted, artistNames: Record<string, string> = {}): string {
  const parts: string[] = [];
  if (coupon.artistIds.length) {
    const names = coupon.artistIds.map((id) => artistNames[id]).filter((n): n is string => Boolean(n));
    parts.push(names.length === coupon.artistIds.length ? `by ${names.join(', ')}` : 'by selected artists');
  }
  if (coupon.characterIds.length || coupon.typeIds.length) parts.push('among selected characters');
  return parts.join(' ');
}

export const unknownCoupon = (code: string) => `There is no coupon with the code "${code}". Check the spelling and try again.`;
export const limitReached = (code: string) => `The coupon ${code} has been used as many times as it allows: it cannot be used any more.`;
export const customerLimitReached = (code: string) => `You have already used the coupon ${code} as many times as it allows.`;

/** Why a coupon cannot be used at `now`, whatever the cart holds; null when it can. */
export function availability(coupon: CouponRow, usage: Usage): string | null {
  if (!coupon.active) return `The coupon ${coupon.code} is no longer active.`;
  if (coupon.startsAt && usage.now < coupon.startsAt) return `The coupon ${coupon.code} can be used from ${formatDay(coupon.startsAt)}.`;
  if (coupon.endsAt && usage.now >= coupon.endsAt) return `The coupon ${coupon.code} expired on ${formatDay(coupon.endsAt)}.`;
  if (coupon.maxUses !== null && coupon.used >= coupon.maxUses) return limitReached(coupon.code);
  if (coupon.perCustomer !== null && usage.usedByCustomer >= coupon.perCustomer) return customerLimitReached(coupon.code);
  return null;
}

function applies(coupon: CouponRow, line: CouponLine): boolean {
  if (line.priceType !== (coupon.unit === 'money' ? 'currency' : 'credits')) return false;
  if (coupon.characterIds.length && !coupon.characterIds.includes(line.characterId)) return false;
  if (coupon.artistIds.length && !(line.artistId && coupon.artistIds.includes(line.artistId))) return false;
  return !coupon.typeIds.length || coupon.typeIds.includes(line.typeId);
}

/** What the coupon takes off this cart: never more than the lines it applies to cost. */
export function evaluateCoupon(coupon: CouponRow, lines: CouponLine[], usage: Usage): CouponVerdict {
  const refused = availability(coupon, usage);
  if (refused) return { ok: false, message: refused };
  const amountOf = (l: CouponLine) => (coupon.unit === 'money' ? l.cents : l.credits);
  const unitTotal = lines.filter((l) => l.priceType === (coupon.unit === 'money' ? 'currency' : 'credits')).reduce((s, l) => s + amountOf(l), 0);
  if (unitTotal < coupon.minTotal) {
    return { ok: false, message: `The coupon ${coupon.code} needs a cart of at least ${inUnit(coupon, coupon.minTotal)}; yours comes to ${inUnit(coupon, unitTotal)}.` };
  }
  const eligible = lines.filter((l) => applies(coupon, l)).reduce((s, l) => s + amountOf(l), 0);
  const only = describeRestrictions(coupon, usage.artistNames);
  if (eligible === 0) {
    return { ok: false, message: `The coupon ${coupon.code} does not apply to anything in your cart${only ? `: it is only for items ${only}` : ''}.` };
  }
  const off = coupon.kind === 'percent' ? Math.floor((eligible * coupon.amount) / 100) : Math.min(coupon.amount, eligible);
  const discount = coupon.unit === 'money' ? { cents: off, credits: 0 } : { cents: 0, credits: off };
  return { ok: true, discount, summary: `${describeCoupon(coupon)}${only ? ` ${only}` : ''}: ${inUnit(coupon, off)} off this cart` };
}

/**
 * What the coupon's discount takes off each line: shared over the lines it applies to in proportion
 * to their price (whole cents or credits; the parts sum to the discount), nothing off the others.
 */
export function discountByLine(coupon: CouponRow, lines: CouponLine[], discount: Discount): Discount[] {
  const money = coupon.unit === 'money';
  const amounts = lines.map((l) => (applies(coupon, l) ? (money ? l.cents : l.credits) : 0));
  const parts = allocate(amounts, money ? discount.cents : discount.credits);
  return parts.map((off) => (money ? { cents: off, credits: 0 } : { cents: 0, credits: off }));
}
