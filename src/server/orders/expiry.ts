import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { orders } from '#/server/db/schema.ts';
import { transact } from '#/server/db/transactions.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { isUuid } from '#/lib/ids.ts';
import type { PaymentProvider } from '#/server/payments/provider.ts';
import { openPayment } from './open-payment.ts';
import { FAIL_ORDER } from './transactions.ts';

/** How long an order placed for card payment waits for its money before it is given up. */
export const UNPAID_ORDER_MINUTES = 30;
export const EXPIRED = `Not paid within ${UNPAID_ORDER_MINUTES} minutes: the order was closed and nothing was charged.`;
export const CANCELLED = 'Cancelled before payment: nothing was charged.';

export const unpaidUntil = (now = new Date()) => new Date(now.getTime() + UNPAID_ORDER_MINUTES * 60_000);

/**
 * Gives up the unpaid orders whose time has passed: each fails in its own transaction, which
 * gives back its coupon use and held credits. Custom-job orders have no expiry (the job waits).
 * Answers how many were closed. Run by the job runner; safe to run twice (only pending ones change).
 */
export async function expireUnpaidOrders(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, now), inArray(orders.kind, ['characters', 'credits'])))
    .limit(500);
  let closed = 0;
  for (const { id } of due) if (await transact(db, FAIL_ORDER, { orderId: id, failure: EXPIRED })) closed++;
  return closed;
}

/** The buyer's "Cancel" on an unpaid order of theirs: it closes now, giving back what it held. */
export async function cancelUnpaidOrder(db: Database, userId: string, orderId: string): Promise<{ cancelled: boolean }> {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'No such order in your account.');
  const [order] = await db.select({ status: orders.status, kind: orders.kind }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError('NOT_FOUND', 'No such order in your account.');
  if (order.kind === 'job') throw new AppError('CONFLICT', 'A custom order is cancelled from its own page.');
  if (order.status !== 'pending') throw new AppError('CONFLICT', order.status === 'paid' ? 'This order is paid: it can no longer be cancelled.' : 'This order is already closed.');
  const closed = await transact(db, FAIL_ORDER, { orderId, failure: CANCELLED, status: 'cancelled' });
  return { cancelled: Boolean(closed) };
}

/**
 * The buyer's "Pay now" on an unpaid order of theirs: the same order's payment page again (never a
 * new order). An order whose time has passed is closed first, and answers 409 like any closed one.
 */
export async function payUnpaidOrder(db: Database, provider: PaymentProvider, userId: string, orderId: string, siteUrl: string, now = new Date()): Promise<string> {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'No such order in your account.');
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError('NOT_FOUND', 'No such order in your account.');
  if (order.kind === 'job' && order.jobId) return `/account/custom-orders/${order.jobId}`;
  if (order.status === 'pending' && order.expiresAt && order.expiresAt <= now) await transact(db, FAIL_ORDER, { orderId, failure: EXPIRED });
  const back = order.kind === 'credits' ? `/account/credits?paid=${order.id}` : `/checkout/complete/${order.id}`;
  const page = await openPayment(db, provider, order.id, { successUrl: new URL(back, siteUrl).href, cancelUrl: new URL('/account/orders', siteUrl).href });
  return page.url;
}
