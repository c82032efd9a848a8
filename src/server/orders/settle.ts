import { and, eq } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { orders, paymentFlags } from '#/server/db/schema.ts';
import { transact } from '#/server/db/transactions.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { PaidEvent, PaymentProvider } from '#/server/payments/provider.ts';
import { localPath } from '#/server/payments/demo.ts';
import { isUuid } from '#/lib/ids.ts';
import type { Settled } from './fulfil.ts';
import { sendSettledReceipt } from './receipt.ts';
import { byKind, type Fulfilment } from './registry.ts';
import { FAIL_ORDER, type PaymentFlag, type PaymentWiring } from './transactions.ts';

export type Settlement = { fulfilled: boolean };

/** After the commit of a fulfilment: handlers' notices, then the receipt. Mail trouble never undoes a payment. */
export async function afterPaid(db: Database, fulfilment: Fulfilment, settled: Settled | null): Promise<Settlement> {
  if (!settled) return { fulfilled: false };
  for (const [kind, group] of byKind(settled.lines)) await fulfilment.handlerFor(kind).afterCommit?.(db, settled.order, group);
  await sendSettledReceipt(db, settled).catch((error: unknown) => console.error(`[orders] receipt for order ${settled.order.number} not sent:`, error));
  return { fulfilled: true };
}

/**
 * Gives back, through the provider, money that did not pay its order (flagged in the event's
 * transaction): exactly the amount the provider reported, once per event (the refund's key).
 */
async function refundFlagged(db: Database, provider: PaymentProvider | undefined, flag: PaymentFlag): Promise<void> {
  if (!provider || !flag.payment || flag.cents === 0) return;
  const result = await provider.refund({ orderId: flag.orderId, cents: flag.cents, payment: flag.payment, key: `toonmart-flag-${flag.id}` });
  await db.update(paymentFlags).set({ refundRef: result.ref, refundStatus: result.status }).where(eq(paymentFlags.id, flag.id));
}

/**
 * A verified webhook event, recorded and applied in one transaction (`applyPaidEvent`): a replay
 * of the same event changes nothing; money that does not pay its order as placed is refunded.
 */
export async function handlePaidEvent(db: Database, wiring: PaymentWiring, providerName: string, event: PaidEvent | null, provider?: PaymentProvider): Promise<Settlement> {
  if (!event || !isUuid(event.orderId)) return { fulfilled: false };
  const { settled, flag } = await transact(db, wiring.applyPaidEvent, { providerName, event });
  if (flag) await refundFlagged(db, provider, flag);
  return afterPaid(db, wiring.fulfilment, settled);
}

async function ownDemoOrder(db: Database, userId: string, orderId: string) {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'No such demo payment in your account.');
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order || order.provider !== 'demo') throw new AppError('NOT_FOUND', 'No such demo payment in your account.');
  return order;
}

/** The demo provider's confirmation page: the buyer confirms their own pending order. */
export async function confirmDemoPayment(db: Database, wiring: PaymentWiring, userId: string, orderId: string): Promise<Settlement> {
  const order = await ownDemoOrder(db, userId, orderId);
  // The demo "card" takes exactly what the store asked it to charge.
  return afterPaid(db, wiring.fulfilment, await transact(db, wiring.completeOrder, { orderId, payment: `demo_payment_${orderId}`, capturedCents: order.chargedCents ?? undefined }));
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
export async function settleDemoCheckout(db: Database, wiring: PaymentWiring, userId: string, input: { orderId: string; outcome: 'confirm' | 'decline'; next?: unknown }) {
  const order = await ownDemoOrder(db, userId, input.orderId);
  if (input.outcome === 'decline') {
    const { failed } = await declineDemoPayment(db, userId, input.orderId);
    return { fulfilled: false, failed, location: afterDemo(order, input.next) };
  }
  const { fulfilled } = await confirmDemoPayment(db, wiring, userId, input.orderId);
  return { fulfilled, failed: false, location: afterDemo(order, input.next) };
}

/** Confirms and answers where to go: kept for callers that have no requested path. */
export async function confirmDemoCheckout(db: Database, wiring: PaymentWiring, userId: string, orderId: string) {
  const { fulfilled, location } = await settleDemoCheckout(db, wiring, userId, { orderId, outcome: 'confirm' });
  return { fulfilled, location };
}
