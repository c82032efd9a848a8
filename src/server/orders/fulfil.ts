import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { creditLedger, orderLines, orders } from '#/server/db/schema.ts';
import { releaseCoupon } from '#/server/coupons/redeem.ts';
import { addCredits } from './ledger.ts';
import { byKind, type Fulfilment, type OrderLineRow, type OrderRow } from './registry.ts';

/** Ledger reasons of a cart's credit part: taken when the order is placed, given back if its payment fails or it is refunded. */
export const CREDITS_SPENT = 'purchase';
export const CREDITS_RELEASED = 'purchase-release';
export const CREDITS_REFUNDED = 'refund';

export type Settled = { order: OrderRow; lines: OrderLineRow[] };

/**
 * An order's lines by title in code-point order (collation "C"), whatever the database's default: a receipt
 * made from the lines just written (`byTitle`) lists them as the order pages, which read them back, do.
 */
export const LINE_ORDER = sql`${orderLines.title} COLLATE "C"`;

export async function linesOf(tx: DbOrTx, orderId: string): Promise<OrderLineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(LINE_ORDER);
}

/** Lines in the order `linesOf` reads them, for a caller holding the rows it has just written. */
export const byTitle = (lines: OrderLineRow[]): OrderLineRow[] => [...lines].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));

/** Delivers every line of a just-paid order through the handler of its kind, in the caller's transaction. */
export async function deliverOrder(tx: DbOrTx, fulfilment: Fulfilment, order: OrderRow, lines: OrderLineRow[]): Promise<Settled> {
  for (const [kind, group] of byKind(lines)) await fulfilment.handlerFor(kind).fulfil(tx, order, group);
  return { order, lines };
}

/**
 * Marks a pending order paid and delivers its lines, in the caller's transaction.
 * Only the call that moves it from pending fulfils; any later call (a replayed
 * webhook, a second click) returns null.
 */
export async function completeOrder(tx: DbOrTx, fulfilment: Fulfilment, orderId: string, payment?: string, capturedCents?: number): Promise<Settled | null> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: new Date(), ...(payment ? { providerPayment: payment } : {}), ...(capturedCents === undefined ? {} : { capturedCents }) })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  if (!order) return null;
  return deliverOrder(tx, fulfilment, order, await linesOf(tx, order.id));
}

async function creditsTaken(tx: DbOrTx, orderId: string): Promise<number> {
  const [row] = await tx.select({ delta: creditLedger.delta }).from(creditLedger).where(and(eq(creditLedger.orderId, orderId), eq(creditLedger.reason, CREDITS_SPENT)));
  return row ? -row.delta : 0;
}

/**
 * A pending order whose payment failed, was declined or expired (or its buyer cancelled it): it
 * becomes failed (cancelled), nothing is granted, credits held for it and its coupon use go back.
 */
export async function failOrder(tx: DbOrTx, orderId: string, failure: string, status: 'failed' | 'cancelled' = 'failed'): Promise<OrderRow | null> {
  const [order] = await tx
    .update(orders)
    .set({ status, failedAt: new Date(), failure })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  if (!order) return null;
  await releaseCoupon(tx, order.id);
  const held = await creditsTaken(tx, order.id);
  if (held > 0) await addCredits(tx, order.userId, held, CREDITS_RELEASED, order.id);
  return order;
}

/** A paid order refunded: handlers take back what they delivered, spent credits come back through the ledger, its coupon use is given back. */
export async function reverseOrder(tx: DbOrTx, fulfilment: Fulfilment, orderId: string): Promise<Settled | null> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'refunded', refundedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
    .returning();
  if (!order) return null;
  await releaseCoupon(tx, order.id);
  const lines = await linesOf(tx, order.id);
  for (const [kind, group] of byKind(lines)) await fulfilment.handlerFor(kind).refund?.(tx, order, group);
  const spent = await creditsTaken(tx, order.id);
  if (spent > 0) await addCredits(tx, order.userId, spent, CREDITS_REFUNDED, order.id);
  return { order, lines };
}
