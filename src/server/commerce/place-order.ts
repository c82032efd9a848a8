import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#/server/db/open.ts';
import { entitlements, orderLines, orders } from '#/server/db/schema.ts';
import type { DbTransaction } from '#/server/db/transactions.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { byTitle, CREDITS_SPENT, deliverOrder, linesOf, type Settled } from '#/server/orders/fulfil.ts';
import { addCredits, lockAccount } from '#/server/orders/ledger.ts';
import type { Fulfilment } from '#/server/orders/registry.ts';
import { paymentWiring, type PaymentWiring } from '#/server/orders/transactions.ts';
import { orderLabel } from '#/server/orders/present.ts';
import type { CheckoutRequest, CheckoutResult, QuotedLine } from '#/lib/api/cart.ts';
import { redeemCoupon } from '#/server/coupons/redeem.ts';
import { discountByLine } from '#/server/coupons/rules.ts';
import { assertSameRequest, requestDigest } from '#/server/orders/idempotency.ts';
import { unpaidUntil } from '#/server/orders/expiry.ts';
import { MIN_CARD_CHARGE_CENTS } from '#/server/payments/charge.ts';
import { formatMoney } from '#/lib/pricing.ts';
import { creditSplit, topUpTitle } from '#/lib/top-up.ts';
import { taxColumns, type OrderTax } from '#/server/tax/order-tax.ts';
import { centsOf, couponFor, creditsOf, priceLines } from './price-lines.ts';

export type Order = typeof orders.$inferSelect;
/** `creditValue`: one credit in US cents (store settings), read by the caller before the transaction. */
/** `tax`: the buyer's tax decision and details, gathered by the caller before the transaction (src/server/tax/order-tax.ts). */
type PlaceInput = { userId: string; request: CheckoutRequest; providerName: string; creditValue: number; tax: OrderTax };
export type Placed = { earlier: CheckoutResult } | { order: Order; settled: Settled | null; balance: number; lines: number };

async function owned(tx: Tx, userId: string, lines: QuotedLine[]): Promise<Set<string>> {
  if (!lines.length) return new Set();
  const rows = await tx
    .select({ characterId: entitlements.characterId, plan: entitlements.plan })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), inArray(entitlements.characterId, lines.map((l) => l.characterId))));
  return new Set(rows.map((r) => `${r.characterId}:${r.plan}`));
}

export const confirmationPath = (orderId: string) => `/checkout/complete/${orderId}`;

export function answer(order: Order, lines: number, balance: number, repeated: boolean, location: string): CheckoutResult {
  const status = order.status === 'paid' ? 'paid' : 'pending';
  return { orderId: order.id, number: orderLabel(order.number), status, totalCredits: order.totalCredits, totalCents: order.totalCents, balance, lines, repeated, location };
}

async function previous(tx: Tx, userId: string, request: CheckoutRequest, balance: number): Promise<CheckoutResult | null> {
  const [order] = await tx.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, request.idempotencyKey)));
  if (!order) return null;
  if (order.kind !== 'characters') throw new AppError('IDEMPOTENCY_KEY_REUSED');
  assertSameRequest(order, requestDigest('checkout', request));
  if (order.status === 'failed') throw new AppError('CONFLICT', 'This payment failed and nothing was charged. Reload the checkout to try again.');
  const location = order.status === 'paid' ? confirmationPath(order.id) : order.paymentUrl;
  if (!location) throw new AppError('CONFLICT', 'This order is being sent to the payment page. Wait a moment and try again.');
  return answer(order, (await linesOf(tx, order.id)).length, balance, true, location);
}

const unit = (l: QuotedLine): 'USD' | 'credits' | 'free' => (l.priceType === 'currency' ? 'USD' : l.priceType);

/**
 * Places the cart as one order, in one transaction with the buyer's credit account
 * locked: lines priced from the database (owned ones skipped), a coupon checked and one
 * of its uses taken (given back if the order fails or is refunded), the credit part taken
 * from the balance at once as far as the buyer uses it and the rest bought by card in the same
 * order (a 'top-up' line), and, with nothing to pay in money,
 * the order completed there and then. A money part leaves it pending for the provider.
 * The same key a second time answers with its first order (`earlier`).
 */
async function placeOrder(tx: Tx, fulfilment: Fulfilment, { userId, request, providerName, creditValue, tax }: PlaceInput): Promise<Placed> {
  const balance = await lockAccount(tx, userId);
  const earlier = await previous(tx, userId, request, balance);
  if (earlier) return { earlier };
  const priced = await priceLines(tx, request.lines);
  const have = await owned(tx, userId, priced.lines);
  const lines = priced.lines.filter((l) => !have.has(`${l.characterId}:${l.plan}`));
  if (!lines.length) throw new AppError('CONFLICT', 'Nothing left to pay: the cart is empty or you already own everything in it.');
  const { applied, error } = await couponFor(tx, request.coupon, userId, lines);
  if (error) throw new AppError('CONFLICT', error);
  const discount = applied?.discount ?? { cents: 0, credits: 0 };
  const credits = creditsOf(lines) - discount.credits;
  // The credits the balance does not cover (or the buyer keeps) are bought by card in this order.
  const split = creditSplit(credits, balance, request.useCredits ?? true, creditValue);
  const cents = centsOf(lines) - discount.cents + split.topUpCents;
  if (cents > 0 && cents < MIN_CARD_CHARGE_CENTS) {
    throw new AppError('CONFLICT', `The part paid by card comes to ${formatMoney(cents)} USD, below the smallest card payment of ${formatMoney(MIN_CARD_CHARGE_CENTS)} USD. Add an item or remove the coupon.`);
  }
  // The tax on the card part (the money lines and the credits bought), added to the order's total.
  const taxed = taxColumns(tax, cents);
  // Nothing to pay in money: the order is paid as it is written, and delivered in this transaction.
  const paidNow = cents === 0;
  const [order] = await tx
    .insert(orders)
    .values({
      userId, kind: 'characters', idempotencyKey: request.idempotencyKey, totalCredits: credits, totalCents: cents + taxed.taxCents, ...taxed, provider: paidNow ? 'credits' : providerName,
      couponCode: applied?.coupon.code ?? null, discountCents: discount.cents, discountCredits: discount.credits, topUpCredits: split.topUpCredits,
      requestHash: requestDigest('checkout', request),
      ...(paidNow ? { status: 'paid' as const, paidAt: new Date() } : { expiresAt: unpaidUntil() }),
    })
    .returning();
  if (!order) throw new AppError('INTERNAL');
  if (applied) await redeemCoupon(tx, applied, userId, order.id);
  const offs = applied ? discountByLine(applied.coupon, lines, discount) : [];
  const written = await tx.insert(orderLines).values([
    ...lines.map((l, i) => ({
      orderId: order.id, kind: 'character' as const, currency: unit(l), characterId: l.characterId, plan: l.plan, title: l.title,
      credits: l.priceType === 'credits' ? l.credits : 0, cents: l.priceType === 'currency' ? l.cents : 0,
      discountCents: offs[i]?.cents ?? 0, discountCredits: offs[i]?.credits ?? 0,
    })),
    ...(split.topUpCredits > 0
      ? [{ orderId: order.id, kind: 'top-up' as const, currency: 'USD' as const, title: topUpTitle(split.topUpCredits, creditValue), credits: split.topUpCredits, cents: split.topUpCents }]
      : []),
  ]).returning();
  // Only the balance's share is held now; the bought credits are credited and spent when the card pays.
  const after = split.fromBalance > 0 ? await addCredits(tx, userId, -split.fromBalance, CREDITS_SPENT, order.id) : balance;
  const settled = paidNow ? await deliverOrder(tx, fulfilment, order, byTitle(written)) : null;
  return { order, settled, balance: after, lines: lines.length };
}

export type PlaceOrder = DbTransaction<PlaceInput, Placed>;

/** Run through `transact`: on the embedded database's thread as one message, so the buyer's lock is held for the statements only. */
export function placeOrderTransaction(fulfilment: Fulfilment): PlaceOrder {
  return { name: 'placeOrder', run: (tx, input) => placeOrder(tx, fulfilment, input) };
}

/** A cart's checkout needs the order wiring and the placing of the cart's order, bound to the same registry. */
export type CartWiring = PaymentWiring & { placeOrder: PlaceOrder };

export function cartWiring(fulfilment: Fulfilment): CartWiring {
  return { ...paymentWiring(fulfilment), placeOrder: placeOrderTransaction(fulfilment) };
}
