import { paymentEvents } from '#/server/db/schema.ts';
import type { TxTask } from '#/server/db/tasks.ts';
import type { PaidEvent } from '#/server/payments/provider.ts';
import { completeOrder, failOrder, type Settled } from './fulfil.ts';
import type { OrderRow } from './registry.ts';

/** A pending order paid (see `completeOrder`), run through `transact`: on the embedded database's thread, whole. */
export const COMPLETE_ORDER: TxTask<{ orderId: string; payment?: string }, Settled | null> = {
  name: 'completeOrder',
  run: (tx, { orderId, payment }) => completeOrder(tx, orderId, payment),
};

/** A pending order failed and its held credits given back (see `failOrder`). */
export const FAIL_ORDER: TxTask<{ orderId: string; failure: string }, OrderRow | null> = {
  name: 'failOrder',
  run: (tx, { orderId, failure }) => failOrder(tx, orderId, failure),
};

/**
 * A verified webhook event, recorded and applied in one transaction: a replay of the same event
 * (already recorded), or a second event about a settled order, changes nothing and answers null.
 */
export const APPLY_PAID_EVENT: TxTask<{ providerName: string; event: PaidEvent }, Settled | null> = {
  name: 'applyPaidEvent',
  async run(tx, { providerName, event }) {
    const recorded = await tx.insert(paymentEvents).values({ provider: providerName, eventId: event.eventId }).onConflictDoNothing().returning();
    if (!recorded.length) return null;
    if (event.outcome === 'failed') return void (await failOrder(tx, event.orderId, event.failure ?? 'The payment failed.')), null;
    return completeOrder(tx, event.orderId, event.payment);
  },
};
