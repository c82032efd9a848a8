import { AppError } from '#/server/errors/catalogue.ts';
import { netLines, type MoneyLine, type OrderDiscount } from '#/lib/order-net.ts';
import { taxLabel, type TaxRule } from '#/lib/tax.ts';

/**
 * What the payment provider is asked to charge for an order: the order's money total, in the
 * order's currency, as lines whose amounts (after every discount) sum to exactly that total.
 */
export type ChargeLine = { title: string; cents: number };
export type ProviderCharge = { currency: typeof ORDER_CURRENCY; amountCents: number; lines: ChargeLine[] };

/** `label`: the order's number as buyers know it (TM-…). */
/** `taxCents`: the tax in the total (0 when none), sent as a line of its own titled by `taxLabel`. */
type ChargedOrder = OrderDiscount & { label: string; totalCents: number; couponCode: string | null; taxCents?: number; taxRateBp?: number; taxRule?: TaxRule };
type ChargedLine = MoneyLine & { title: string; kind: string; plan: 'standard' | 'extended' | null };

const lineTitle = (l: ChargedLine) => (l.kind === 'character' ? `${l.title} (${l.plan === 'extended' ? 'Extended' : 'Standard'} licence)` : l.title);

/** Amounts are whole minor units, never negative, and the lines sum to the amount: else nothing is sent. */
export function checkCharge(charge: ProviderCharge): ProviderCharge {
  const sum = charge.lines.reduce((s, l) => s + l.cents, 0);
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!whole(charge.amountCents) || !charge.lines.every((l) => whole(l.cents) && l.title.trim()) || sum !== charge.amountCents || !charge.lines.length) {
    throw new AppError('INTERNAL', `The charge of ${charge.amountCents} does not match its lines (${sum}).`);
  }
  return charge;
}

/**
 * The one mapping from an order to its provider charge. Money lines are sent at their net amount
 * (what the coupon took off each line is already off it); a line the coupon made free is left out.
 * The order's tax, when it has one, is a line of its own: the lines are the net lines and the tax.
 * Should the lines not add up to the order's total (a line kind this mapping does not know), the
 * order is charged as one line of its total: the buyer is never charged other than the total shown.
 */
export function providerCharge(order: ChargedOrder, lines: ChargedLine[]): ProviderCharge {
  const money = netLines(order, lines).filter((n) => n.line.currency === 'USD' && n.cents > 0);
  const coupon = order.couponCode ? ` — coupon ${order.couponCode}` : '';
  const tax = order.taxCents ?? 0;
  const charged = money.map((n) => ({ title: `${lineTitle(n.line)}${n.cents < n.line.cents ? coupon : ''}`, cents: n.cents }));
  // The tax is one more line, so the provider's page and receipt show it as the invoice does.
  if (tax > 0) charged.push({ title: taxLabel({ rule: order.taxRule ?? 'eu-vat', rateBp: order.taxRateBp ?? 0 }), cents: tax });
  const sum = charged.reduce((s, l) => s + l.cents, 0);
  const asLines = sum === order.totalCents && charged.length > 0;
  return checkCharge({
    currency: ORDER_CURRENCY,
    amountCents: order.totalCents,
    lines: asLines ? charged : [{ title: `Toonmart order ${order.label}`, cents: order.totalCents }],
  });
}

/** The currency every order is kept and charged in (prices shown in other currencies are estimates). */
export const ORDER_CURRENCY = 'usd';
/** The smallest card payment the provider accepts (Stripe: 50 cents in USD); a smaller money part is refused before any order is placed. */
export const MIN_CARD_CHARGE_CENTS = 50;

/**
 * Why a payment the provider reports does not pay this order as placed, or null when it does:
 * it must come from the order's own payment page, for its total, in its currency.
 */
export function settlementMismatch(order: { totalCents: number; providerRef: string | null }, paid: { session?: string; amountCents?: number; currency?: string }): string | null {
  if (!paid.session || paid.session !== order.providerRef) return `paid on payment page ${paid.session ?? '(none)'}, the order's is ${order.providerRef ?? '(none)'}`;
  if (paid.currency?.toLowerCase() !== ORDER_CURRENCY) return `paid in ${paid.currency || '(no currency)'}, the order is in ${ORDER_CURRENCY}`;
  if (paid.amountCents !== order.totalCents) return `paid ${paid.amountCents ?? '(no amount)'}, the order's total is ${order.totalCents}`;
  return null;
}

/** The most a full refund of an order may give back: its total, and never more than the provider captured. */
export function refundableCents(order: { totalCents: number; capturedCents: number | null }): number {
  return Math.max(0, Math.min(order.totalCents, order.capturedCents ?? order.totalCents));
}
