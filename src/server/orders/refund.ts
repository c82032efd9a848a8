import { eq } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import type { Database } from '#/server/db/open.ts';
import { orderLineRefunds, orders, paymentRefunds } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { refundableCents } from '#/server/payments/charge.ts';
import type { PaymentProvider } from '#/server/payments/provider.ts';
import { isUuid } from '#/lib/ids.ts';
import { issueCreditNote, refundedLines, taxOfRefund } from './credit-notes.ts';
import { reverseOrder } from './fulfil.ts';
import type { Fulfilment } from './registry.ts';
import { creditsFromBalance, orderLabel } from './present.ts';

/**
 * An admin's full refund of a paid order, in one transaction: the handlers take back
 * what was delivered (licences, a pack's credits), credits spent come back through the
 * ledger, and the money part is refunded by the provider that took it (inside the
 * transaction, so a provider failure refunds nothing). A second refund changes nothing.
 */
export async function refundOrder(db: Database, fulfilment: Fulfilment, providers: (name: string | null) => PaymentProvider, actor: Actor, orderId: string): Promise<{ number: string; refunded: boolean }> {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'No such order.');
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  if (order.kind === 'job') throw new AppError('CONFLICT', 'A custom order is refunded by rejecting its job, which also stops the work.');
  if (order.status === 'refunded') return { number: orderLabel(order.number), refunded: false };
  if (order.status !== 'paid') throw new AppError('CONFLICT', 'Only a paid order can be refunded.');
  // After staff refunded some lines, the full amount would give back more than was captured.
  const [partly] = await db.select({ id: orderLineRefunds.id }).from(orderLineRefunds).where(eq(orderLineRefunds.orderId, orderId)).limit(1);
  if (partly) throw new AppError('CONFLICT', 'Some lines of this order are already refunded: refund the rest from its order page.');
  return db.transaction(async (tx) => {
    const reversed = await reverseOrder(tx, fulfilment, orderId);
    if (!reversed) return { number: orderLabel(order.number), refunded: false };
    const cents = refundableCents(order);
    if (cents > 0) {
      const provider = providers(order.provider);
      const result = await provider.refund({ orderId, cents, payment: order.providerPayment });
      await tx.insert(paymentRefunds).values({ orderId, provider: provider.name, providerRef: result.ref, amountCents: cents, status: result.status }).onConflictDoNothing();
    }
    // The credit note: every line's share of what went back, net and tax apart.
    const tax = taxOfRefund(order, cents);
    await issueCreditNote(tx, reversed.order, { cents, taxCents: tax, credits: creditsFromBalance(order), reason: 'Order refunded in full', lines: refundedLines(order, reversed.lines, cents, tax) });
    const summary = `Refunded order ${orderLabel(order.number)}: ${order.totalCents} cents and ${creditsFromBalance(order)} credits`;
    await writeAudit(tx, actor, { action: 'refund_order', entity: 'order', entityId: orderId, summary, before: { status: order.status }, after: { status: 'refunded' } });
    return { number: orderLabel(order.number), refunded: true };
  });
}
