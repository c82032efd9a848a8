import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { orders, paymentEvents, paymentFlags } from '#/server/db/schema.ts';
import type { DbTransaction } from '#/server/db/transactions.ts';
import { settlementMismatch } from '#/server/payments/charge.ts';
import type { PaidEvent } from '#/server/payments/provider.ts';
import { completeOrder, failOrder, type Settled } from './fulfil.ts';
import type { Fulfilment, OrderRow } from './registry.ts';

export type CompleteOrder = DbTransaction<{ orderId: string; payment?: string; capturedCents?: number }, Settled | null>;
export type ApplyPaidEvent = DbTransaction<{ providerName: string; event: PaidEvent }, EventOutcome>;

/** A pending order paid (see `completeOrder`), run through `transact`: on the embedded database's thread, whole. */
export function completeOrderTransaction(fulfilment: Fulfilment): CompleteOrder {
  return { name: 'completeOrder', run: (tx, { orderId, payment, capturedCents }) => completeOrder(tx, fulfilment, orderId, payment, capturedCents) };
}

/** A pending order failed (or `cancelled` by its buyer) and its held credits and coupon use given back (see `failOrder`). */
export const FAIL_ORDER: DbTransaction<{ orderId: string; failure: string; status?: 'failed' | 'cancelled' }, OrderRow | null> = {
  name: 'failOrder',
  run: (tx, { orderId, failure, status }) => failOrder(tx, orderId, failure, status),
};

/** Money the provider took that did not pay the order: recorded here, refunded by the caller after the commit. */
export type PaymentFlag = { id: string; orderId: string; cents: number; payment: string | null };
export type EventOutcome = { settled: Settled | null; flag: PaymentFlag | null };

async function flag(tx: DbOrTx, providerName: string, event: PaidEvent, reason: 'mismatch' | 'duplicate' | 'late', detail: string): Promise<EventOutcome> {
  const cents = Math.max(0, event.amountCents ?? 0);
  const [row] = await tx.insert(paymentFlags).values({
    orderId: event.orderId, provider: providerName, eventId: event.eventId, reason, detail, payment: event.payment ?? null,
    amountCents: cents, currency: event.currency ?? '', refundStatus: 'requested',
  }).onConflictDoNothing().returning({ id: paymentFlags.id });
  return { settled: null, flag: row ? { id: row.id, orderId: event.orderId, cents, payment: event.payment ?? null } : null };
}

/**
 * A payment event, checked against the order it names before anything is granted: only money
 * from the order's own payment page, for its total, in its currency, pays a pending order. Money
 * that does not match, a second payment of a paid order, or a payment of an order given up is
 * flagged for a refund instead. A failure event closes the order only if it is about the order's page.
 */
async function applyPaidEvent(tx: DbOrTx, fulfilment: Fulfilment, providerName: string, event: PaidEvent): Promise<EventOutcome> {
  const none: EventOutcome = { settled: null, flag: null };
  const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId)).for('update');
  if (!order) return none;
  if (event.outcome === 'failed') {
    if (event.session === order.providerRef) await failOrder(tx, order.id, event.failure ?? 'The payment failed.');
    return none;
  }
  const mismatch = settlementMismatch(order, event);
  if (order.status === 'pending' && !mismatch) return { settled: await completeOrder(tx, fulfilment, order.id, event.payment, event.amountCents), flag: null };
  if (order.status === 'pending') return flag(tx, providerName, event, 'mismatch', mismatch!);
  // The payment this order was settled with, told again (another event about the same session): nothing new.
  if (order.status === 'paid' && !mismatch && (!event.payment || event.payment === order.providerPayment)) return none;
  if (order.status === 'paid' || order.status === 'refunded') return flag(tx, providerName, event, 'duplicate', `a second payment of an order already ${order.status}${mismatch ? `; ${mismatch}` : ''}`);
  return flag(tx, providerName, event, 'late', `paid after the order was ${order.status}${mismatch ? `; ${mismatch}` : ''}`);
}

/** A verified webhook event, recorded and applied in one transaction: a replay of the same event (already recorded) changes nothing. */
export function applyPaidEventTransaction(fulfilment: Fulfilment): ApplyPaidEvent {
  return {
    name: 'applyPaidEvent',
    async run(tx, { providerName, event }) {
      const recorded = await tx.insert(paymentEvents).values({ provider: providerName, eventId: event.eventId }).onConflictDoNothing().returning();
      if (!recorded.length) return { settled: null, flag: null };
      return applyPaidEvent(tx, fulfilment, providerName, event);
    },
  };
}

/**
 * What settling an order needs, built once from the fulfilment registry by the composition root and
 * passed down: the registry (for what runs after the commit) and the transactions bound to it.
 */
export type PaymentWiring = { fulfilment: Fulfilment; completeOrder: CompleteOrder; applyPaidEvent: ApplyPaidEvent; failOrder: typeof FAIL_ORDER };

export function paymentWiring(fulfilment: Fulfilment): PaymentWiring {
  return { fulfilment, completeOrder: completeOrderTransaction(fulfilment), applyPaidEvent: applyPaidEventTransaction(fulfilment), failOrder: FAIL_ORDER };
}
