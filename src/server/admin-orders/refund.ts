import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { PACK_REFUNDED } from '#/server/commerce/fulfilment.ts';
import { releaseCoupon } from '#/server/coupons/redeem.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { rows } from '#/server/db/rows.ts';
import { entitlements, orderLineRefunds, orders } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { CREDITS_REFUNDED, linesOf } from '#/server/orders/fulfil.ts';
import { addCredits, lockAccount } from '#/server/orders/ledger.ts';
import { orderLabel } from '#/server/orders/present.ts';
import { issueCreditNote } from '#/server/orders/credit-notes.ts';
import type { OrderLineRow, OrderRow } from '#/server/orders/registry.ts';
import type { PaymentProvider } from '#/server/payments/provider.ts';
import { reverseLineSales } from '#/server/royalties/reverse-lines.ts';
import { formatCredits, formatMoney } from '#/lib/pricing.ts';
import { isUuid } from '#/lib/ids.ts';
import { lineShares, sumShares } from './shares.ts';

export type RefundInput = { lineId?: string | undefined; reason: string };
export type RefundOutcome = { number: string; lines: number; cents: number; credits: number; orderRefunded: boolean };

/** Takes back what one line delivered: its licence (and the artist's royalty for it), or a pack's credits, which must still be there. */
async function takeBack(tx: DbOrTx, order: OrderRow, line: OrderLineRow): Promise<void> {
  if (line.kind === 'character' && line.characterId && line.plan) {
    await tx.delete(entitlements).where(and(eq(entitlements.userId, order.userId), eq(entitlements.orderId, order.id), eq(entitlements.characterId, line.characterId), eq(entitlements.plan, line.plan)));
  }
  if (line.kind === 'pack' && line.credits > 0) {
    const balance = await lockAccount(tx, order.userId);
    if (balance < line.credits) throw new AppError('CONFLICT', `This pack's ${line.credits} credits are partly spent (balance ${balance}): refund the orders paid with them first.`);
    await addCredits(tx, order.userId, -line.credits, PACK_REFUNDED, order.id);
  }
}

/** How much money has already gone back for an order, through either refund path. */
async function refundedCents(tx: DbOrTx, orderId: string): Promise<number> {
  const [row] = await rows<{ cents: number | string }>(tx, sql`
    SELECT COALESCE((SELECT SUM(cents) FROM order_line_refunds WHERE order_id = ${orderId}), 0)
         + COALESCE((SELECT SUM(amount_cents) FROM payment_refunds WHERE order_id = ${orderId}), 0) AS cents`);
  return Number(row?.cents ?? 0);
}

const describe = (amount: { cents: number; credits: number }) =>
  [amount.cents > 0 && `${formatMoney(amount.cents)} USD`, amount.credits > 0 && formatCredits(amount.credits)].filter(Boolean).join(' and ') || 'nothing to pay back';

/**
 * Staff refund one line of a paid order, or every line not yet refunded, with a reason, in one
 * transaction: the line's licence and its royalty are taken back, the credits paid for it come back
 * through the ledger, and its share of the money (after the coupon) is refunded by the provider that
 * took it (inside the transaction, so a provider failure changes nothing). What has been refunded
 * never exceeds what was captured; when the last line goes, the order is refunded and its coupon use given back.
 */
export async function refundOrderLines(db: Database, providers: (name: string | null) => PaymentProvider, actor: Actor, orderId: string, input: RefundInput): Promise<RefundOutcome> {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'No such order.');
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', 'No such order.');
    if (order.kind === 'job') throw new AppError('CONFLICT', 'A custom order is refunded by rejecting its job, which also stops the work.');
    if (order.status === 'refunded') throw new AppError('CONFLICT', `Order ${orderLabel(order.number)} is already refunded.`);
    if (order.status !== 'paid') throw new AppError('CONFLICT', 'Only a paid order can be refunded.');
    const lines = await linesOf(tx, orderId);
    const done = new Set((await tx.select({ lineId: orderLineRefunds.orderLineId }).from(orderLineRefunds).where(eq(orderLineRefunds.orderId, orderId))).map((r) => r.lineId));
    const open = lines.filter((l) => !done.has(l.id));
    let targets = open;
    if (input.lineId) {
      const line = lines.find((l) => l.id === input.lineId);
      if (!line) throw new AppError('NOT_FOUND', 'This order has no such line.');
      if (done.has(line.id)) throw new AppError('CONFLICT', `"${line.title}" is already refunded.`);
      targets = [line];
    }
    if (!targets.length) throw new AppError('CONFLICT', 'Every line of this order is already refunded.');
    const shares = lineShares(order, lines);
    const amount = sumShares(shares, targets.map((l) => l.id));
    const already = await refundedCents(tx, orderId);
    if (already + amount.cents > order.totalCents) {
      throw new AppError('CONFLICT', `Refusing to refund ${formatMoney(amount.cents)}: ${formatMoney(already)} of the ${formatMoney(order.totalCents)} captured has already gone back.`);
    }
    for (const line of targets) await takeBack(tx, order, line);
    await reverseLineSales(tx, orderId, targets.map((l) => l.id));
    if (amount.credits > 0) await addCredits(tx, order.userId, amount.credits, CREDITS_REFUNDED, orderId);
    let provider: string | null = null;
    let payment: { ref: string | null; status: 'requested' | 'succeeded' } = { ref: null, status: 'succeeded' };
    if (amount.cents > 0) {
      const chosen = providers(order.provider);
      const key = `toonmart-refund-${orderId}-${createHash('sha256').update(targets.map((l) => l.id).sort().join(',')).digest('hex').slice(0, 16)}`;
      payment = await chosen.refund({ orderId, cents: amount.cents, payment: order.providerPayment, key });
      provider = chosen.name;
    }
    const reason = input.reason.trim();
    await tx.insert(orderLineRefunds).values(targets.map((line) => ({
      orderId, orderLineId: line.id, cents: shares.get(line.id)!.cents, credits: shares.get(line.id)!.credits, reason, actorId: actor.id, provider, providerRef: payment.ref, status: payment.status,
    })));
    await issueCreditNote(tx, order, {
      cents: amount.cents, taxCents: amount.taxCents ?? 0, credits: amount.credits, reason,
      lines: targets.map((line) => ({ line, share: shares.get(line.id)! })),
    });
    const whole = targets.length === open.length;
    if (whole) {
      await tx.update(orders).set({ status: 'refunded', refundedAt: new Date() }).where(eq(orders.id, orderId));
      await releaseCoupon(tx, orderId);
    }
    const what = input.lineId ? `"${targets[0]!.title}" of order ${orderLabel(order.number)}` : `order ${orderLabel(order.number)}`;
    await writeAudit(tx, actor, {
      action: input.lineId ? 'refund_order_line' : 'refund_order', entity: 'order', entityId: orderId,
      summary: `Refunded ${what}: ${describe(amount)}. Reason: ${reason}`,
      before: { status: order.status, refundedCents: already },
      after: { status: whole ? 'refunded' : order.status, refundedCents: already + amount.cents, lines: targets.map((l) => l.title), reason, providerRef: payment.ref },
    });
    return { number: orderLabel(order.number), lines: targets.length, cents: amount.cents, credits: amount.credits, orderRefunded: whole };
  });
}
