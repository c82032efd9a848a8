import { and, eq } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import type { Database } from '#/server/db/open.ts';
import { entitlements, orderLines, orders } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { orderLabel } from '#/server/orders/present.ts';
import { receiptData, sendReceipt } from '#/server/orders/receipt.ts';
import { isUuid } from '#/lib/ids.ts';

export type LicenceInput = { lineId: string; action: 'grant' | 'revoke'; reason: string };

async function orderById(db: Database, orderId: string) {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'No such order.');
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  return order;
}

/** Mails the receipt of a paid order to its buyer again; the mail is listed on the order page and the audit log says who asked. */
export async function resendReceipt(db: Database, actor: Actor, orderId: string): Promise<{ to: string }> {
  const order = await orderById(db, orderId);
  const receipt = await receiptData(db, orderId);
  if (!receipt) throw new AppError('CONFLICT', 'Only a paid order has a receipt to send.');
  await sendReceipt(db, orderId);
  await writeAudit(db, actor, { action: 'resend_receipt', entity: 'order', entityId: orderId, summary: `Sent the receipt of order ${orderLabel(order.number)} again to ${receipt.to}`, changes: { to: receipt.to } });
  return { to: receipt.to };
}

/**
 * Grants the buyer the licence of one character line of their order, or takes it back, with a reason
 * (a goodwill grant, a licence taken back after a chargeback). Money and royalties do not move: that is
 * what a refund is for.
 */
export async function setLineLicence(db: Database, actor: Actor, orderId: string, input: LicenceInput): Promise<{ granted: boolean }> {
  const order = await orderById(db, orderId);
  if (!isUuid(input.lineId)) throw new AppError('NOT_FOUND', 'This order has no such line.');
  const [line] = await db.select().from(orderLines).where(and(eq(orderLines.id, input.lineId), eq(orderLines.orderId, orderId)));
  if (!line) throw new AppError('NOT_FOUND', 'This order has no such line.');
  if (line.kind !== 'character' || !line.characterId || !line.plan) throw new AppError('CONFLICT', `"${line.title}" carries no character licence.`);
  const { characterId, plan } = line;
  const match = and(eq(entitlements.userId, order.userId), eq(entitlements.characterId, characterId), eq(entitlements.plan, plan));
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ id: entitlements.id }).from(entitlements).where(match);
    const reason = input.reason.trim();
    if (input.action === 'grant') {
      if (held) throw new AppError('CONFLICT', `The buyer already holds the ${plan} licence of "${line.title}".`);
      await tx.insert(entitlements).values({ userId: order.userId, characterId, plan, orderId }).onConflictDoNothing();
    } else {
      if (!held) throw new AppError('CONFLICT', `The buyer holds no ${plan} licence of "${line.title}".`);
      await tx.delete(entitlements).where(match);
    }
    const verb = input.action === 'grant' ? 'Granted' : 'Revoked';
    await writeAudit(tx, actor, {
      action: `${input.action}_licence`, entity: 'order', entityId: orderId,
      summary: `${verb} the ${plan} licence of "${line.title}" (order ${orderLabel(order.number)}). Reason: ${reason}`,
      before: { licence: Boolean(held) }, after: { licence: input.action === 'grant', reason },
    });
    return { granted: input.action === 'grant' };
  });
}
