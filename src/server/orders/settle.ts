import { and, eq } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { orders, paymentRefunds } from '#/server/db/schema.ts';
import { transact } from '#/server/db/tasks.ts';
import { AppError } from '#/server/errors.ts';
import type { PaidEvent, PaymentProvider } from '#/server/payments/provider.ts';
import { localPath } from '#/server/payments/demo.ts';
import { isUuid } from '#/lib/ids.ts';
import type { Settled } from './fulfil.ts';
import { sendSettledReceipt } from './receipt.ts';
import { byKind, handlerFor } from './registry.ts';
import { APPLY_PAID_EVENT, COMPLETE_ORDER, FAIL_ORDER } from './tasks.ts';

export type Settlement = { fulfilled: boolean };

/** After the commit of a fulfilment: handlers' notices, then the receipt. Mail trouble never undoes a payment. */
export async function afterPaid(db: Database, settled: Settled | null): Promise<Settlement> {
  if (!settled) return { fulfilled: false };
  for (const [kind, group] of byKind(settled.lines)) await handlerFor(kind).afterCommit?.(db, settled.order, group);
  await sendSettledReceipt(db, settled).catch((error: unknown) => console.error(`[orders] receipt for order ${settled.order.number} not sent:`, error));
  return { fulfilled: true };
}

/**
 * Money arrived for an order that had already failed (its page expired, credits went
 * back): nothing is granted late; the money is returned through the provider, once.
 */
async function refundLatePayment(db: Database, provider: PaymentProvider, orderId: string, payment?: string): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'failed' || order.totalCents === 0) return;
  const result = await provider.refund({ orderId, cents: order.totalCents, payment: payment ?? order.providerPayment });
  await db.insert(paymentRefunds).values({ orderId, provider: provider.name, providerRef: result.ref, amountCents: order.totalCents, status: result.status }).onConflictDoNothing();
}

/**
 * A verified webhook event, recorded and applied in one transaction (APPLY_PAID_EVENT): a replay
 * of the same event, or a second event about a settled order, changes nothing.
 */
export async function handlePaidEvent(db: Database, providerName: string, event: PaidEvent | null, provider?: PaymentProvider): Promise<Settlement> {
  if (!event || !isUuid(event.orderId)) return { fulfilled: false };
  const failed = event.outcome === 'failed';
  const { eventId, orderId, payment, outcome, failure } = event;
  const settled = await transact(db, APPLY_PAID_EVENT, { providerName, event: { eventId, orderId, payment, outcome, failure } });
  if (!settled && !failed && provider) await refundLatePayment(db, provider, event.orderId, event.payment);
  return afterPaid(db, settled);
}

async function ownDemoOrder(db: Database, userId: string, orderId: string) {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'No such demo payment in your account.');
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order || order.provider !== 'demo') throw new AppError('NOT_FOUND', 'No such demo payment in your account.');
  return order;
}

/** The demo provider's confirmation page: the buyer confirms their own pending order. */
export async function confirmDemoPayment(db: Database, userId: string, orderId: string): Promise<Settlement> {
  await ownDemoOrder(db, userId, orderId);
  return afterPaid(db, await transact(db, COMPLETE_ORDER, { orderId, payment: `demo_payment_${orderId}` }));
}

/** The demo page's "decline" button: the card is refused, the order fails and its held credits come back. */
export async function declineDemoPayment(db: Database, userId: string, orderId: string): Promise<{ failed: boolean }> {
  await ownDemoOrder(db, userId, orderId);
  const order = await transact(db, FAIL_ORDER, { orderId, failure: 'The card was declined.' });
  return { failed: Boolean(order) };
}

/** Where the buyer goes after the demo page: the path the order's checkout asked for, else the order's own page. */
function afterDemo(order: { id: string; kind: string; jobId: string | null }, requested: unknown): string {
  const fallback = order.kind === 'job' && order.jobId ? `/account/custom-orders/${order.jobId}` : `/account/orders/${order.id}`;
  return localPath(requested, fallback);
}

/** The demo page's buttons: confirm pays the order, decline fails it; both answer where the buyer goes next. */
export async function settleDemoCheckout(db: Database, userId: string, input: { orderId: string; outcome: 'confirm' | 'decline'; next?: unknown }) {
  const order = await ownDemoOrder(db, userId, input.orderId);
  if (input.outcome === 'decline') {
    const { failed } = await declineDemoPayment(db, userId, input.orderId);
    return { fulfilled: false, failed, location: afterDemo(order, input.next) };
  }
  const { fulfilled } = await confirmDemoPayment(db, userId, input.orderId);
  return { fulfilled, failed: false, location: afterDemo(order, input.next) };
}

/** Confirms and answers where to go: kept for callers that have no requested path. */
export async function confirmDemoCheckout(db: Database, userId: string, orderId: string) {
  const { fulfilled, location } = await settleDemoCheckout(db, userId, { orderId, outcome: 'confirm' });
  return { fulfilled, location };
}
