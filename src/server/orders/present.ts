import { formatCredits, formatMoney } from '#/lib/pricing.ts';
import type { OrderLineRow, OrderRow } from './registry.ts';

/**
 * How an order reads to its buyer, the same in the receipt, the order pages and
 * the invoice: pure, unit-tested. Amounts stay in their own unit, never mixed.
 */
export type OrderTotals = Pick<OrderRow, 'totalCents' | 'totalCredits'> & Partial<Pick<OrderRow, 'topUpCredits'>>;

/** Of an order's credits, those that came from the buyer's balance (the rest were bought by card in it). */
export const creditsFromBalance = (order: OrderTotals): number => order.totalCredits - (order.topUpCredits ?? 0);

export { orderLabel } from '#/lib/order-number.ts';

/** The invoice's number (INV-YYYY-NNNNNN), given by the database when the order was marked paid. */
export function invoiceLabel(order: Pick<OrderRow, 'invoiceNumber'>): string {
  return order.invoiceNumber ?? 'INV-(not paid)';
}

export function lineAmount(line: Pick<OrderLineRow, 'currency' | 'cents' | 'credits'>): string {
  if (line.currency === 'free') return 'Free';
  return line.currency === 'credits' ? formatCredits(line.credits) : `${formatMoney(line.cents)} USD`;
}

export function lineLicence(line: Pick<OrderLineRow, 'kind' | 'plan'>): string {
  if (line.kind === 'pack') return 'Credit pack';
  if (line.kind === 'top-up') return 'Credits, spent in this order';
  if (line.kind === 'job') return 'Extended licence, exclusive';
  return line.plan === 'extended' ? 'Extended licence' : 'Standard licence';
}

/** One total per unit paid: "$22.99 USD", "12 credits" (from the balance), or both; "Free" when nothing was paid. */
export function totals(order: OrderTotals): string[] {
  const parts: string[] = [];
  if (order.totalCents > 0) parts.push(`${formatMoney(order.totalCents)} USD`);
  if (creditsFromBalance(order) > 0) parts.push(formatCredits(creditsFromBalance(order)));
  return parts.length ? parts : ['Free'];
}

/** The coupon's discount as the receipt and order pages print it ("Coupon SAVE10: −$2.00 USD"); null without one. */
export function discountLine(order: Pick<OrderRow, 'couponCode' | 'discountCents' | 'discountCredits'>): string | null {
  if (!order.couponCode || (order.discountCents === 0 && order.discountCredits === 0)) return null;
  const parts: string[] = [];
  if (order.discountCents > 0) parts.push(`−${formatMoney(order.discountCents)} USD`);
  if (order.discountCredits > 0) parts.push(`−${formatCredits(order.discountCredits)}`);
  return `Coupon ${order.couponCode}: ${parts.join(' and ')}`;
}

export function paymentMethod(order: OrderTotals & Pick<OrderRow, 'provider'>): string {
  const card = order.provider === 'stripe' ? 'card (Stripe)' : 'card (demo payment)';
  const credits = creditsFromBalance(order);
  if (order.totalCents > 0 && credits > 0) return `${card} and credits`;
  if (order.totalCents > 0) return card;
  return credits > 0 ? 'credits' : 'nothing to pay';
}

export const STATUS_LABEL: Record<OrderRow['status'], string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
  failed: 'Payment failed',
  refunded: 'Refunded',
};
