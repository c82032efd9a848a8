import { and, eq, inArray } from 'drizzle-orm';
import { CREDIT_PACKS, type CreditPackId } from '../../lib/pricing.ts';
import type { Database } from '../db/open.ts';
import { orderLines, orders, paymentEvents, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { markJobPaid, notifyJobPaid } from '../jobs/checkout.ts';
import type { PaidEvent, PaymentProvider } from '../payments/provider.ts';
import { addCredits, type DbOrTx } from './credits.ts';

export type PackCheckout = { orderId: string; url: string };

/** Creates a pending credit-pack order (once per idempotency key) and the provider's payment page for it. */
export async function startCreditPurchase(
  db: Database,
  provider: PaymentProvider,
  input: { userId: string; packId: CreditPackId; idempotencyKey: string; siteUrl: string },
): Promise<PackCheckout> {
  const pack = CREDIT_PACKS.find((p) => p.id === input.packId);
  if (!pack) throw new AppError('NOT_FOUND', 'No such credit pack.');
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  const inserted = await db
    .insert(orders)
    .values({ userId: input.userId, kind: 'credits', idempotencyKey: input.idempotencyKey, totalCents: pack.cents, provider: provider.name })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  const [order] = inserted.length
    ? inserted
    : await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, input.userId), eq(orders.idempotencyKey, input.idempotencyKey), eq(orders.kind, 'credits')));
  if (!order) throw new AppError('CONFLICT', 'This idempotency key belongs to another order.');
  if (inserted.length) await db.insert(orderLines).values({ orderId: order.id, pack: pack.id, title: `${pack.name} credit pack (${pack.credits} credits)`, credits: pack.credits, cents: pack.cents });
  const checkout = await provider.startCheckout({
    orderId: order.id,
    title: `Toonmart ${pack.name} credit pack: ${pack.credits} credits`,
    cents: pack.cents,
    customerEmail: user.email,
    successUrl: new URL(`/account/downloads?paid=${order.id}`, input.siteUrl).href,
    cancelUrl: new URL('/pricing', input.siteUrl).href,
  });
  await db.update(orders).set({ providerRef: checkout.ref }).where(eq(orders.id, order.id));
  return { orderId: order.id, url: checkout.url };
}

type Fulfilment = { fulfilled: boolean; jobId?: string | null };

/**
 * Marks a pending order paid, exactly once however often it is called, and delivers it:
 * a credit pack adds its credits, a custom job's card order marks the job paid.
 */
async function fulfilIn(tx: DbOrTx, orderId: string, payment?: string): Promise<Fulfilment> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: new Date(), providerPayment: payment ?? null })
    .where(and(eq(orders.id, orderId), inArray(orders.kind, ['credits', 'job']), eq(orders.status, 'pending')))
    .returning({ id: orders.id, userId: orders.userId, kind: orders.kind, jobId: orders.jobId });
  if (!order) return { fulfilled: false };
  if (order.kind === 'job') {
    await markJobPaid(tx, order.jobId, order.id);
    return { fulfilled: true, jobId: order.jobId };
  }
  const lines = await tx.select({ credits: orderLines.credits }).from(orderLines).where(eq(orderLines.orderId, order.id));
  const credits = lines.reduce((sum, l) => sum + l.credits, 0);
  await addCredits(tx, order.userId, credits, 'credit-pack', order.id);
  return { fulfilled: true };
}

/** After the commit: a newly paid job now waits for the admins' review, so they are told. */
async function afterFulfilment(db: Database, result: Fulfilment): Promise<{ fulfilled: boolean }> {
  if (result.fulfilled && result.jobId) await notifyJobPaid(db, result.jobId);
  return { fulfilled: result.fulfilled };
}

export async function fulfilCreditOrder(db: Database, orderId: string): Promise<{ fulfilled: boolean }> {
  return afterFulfilment(db, await db.transaction((tx) => fulfilIn(tx, orderId)));
}

/** A verified webhook event, recorded and fulfilled in one transaction: a replay of the same event changes nothing. */
export async function handlePaidEvent(db: Database, providerName: string, event: PaidEvent | null): Promise<{ fulfilled: boolean }> {
  if (!event) return { fulfilled: false };
  if (!/^[0-9a-f-]{36}$/.test(event.orderId)) return { fulfilled: false };
  const result = await db.transaction(async (tx): Promise<Fulfilment> => {
    const recorded = await tx.insert(paymentEvents).values({ provider: providerName, eventId: event.eventId }).onConflictDoNothing().returning();
    if (!recorded.length) return { fulfilled: false };
    return fulfilIn(tx, event.orderId, event.payment);
  });
  return afterFulfilment(db, result);
}

/** The demo provider's confirmation page: the buyer confirms their own pending order. */
export async function confirmDemoPayment(db: Database, userId: string, orderId: string): Promise<{ fulfilled: boolean }> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order || order.provider !== 'demo') throw new AppError('NOT_FOUND', 'No such demo payment in your account.');
  return fulfilCreditOrder(db, orderId);
}

/** The demo "Confirm payment" button: pays the order, then says where the buyer goes next. */
export async function confirmDemoCheckout(db: Database, userId: string, orderId: string): Promise<{ fulfilled: boolean; location: string }> {
  const { fulfilled } = await confirmDemoPayment(db, userId, orderId);
  const [order] = await db.select({ kind: orders.kind, jobId: orders.jobId }).from(orders).where(eq(orders.id, orderId));
  const location = order?.kind === 'job' && order.jobId ? `/account/custom-orders/${order.jobId}` : `/account/downloads?paid=${orderId}`;
  return { fulfilled, location };
}

export async function getPendingOrder(db: Database, userId: string, orderId: string) {
  if (!/^[0-9a-f-]{36}$/.test(orderId)) throw new AppError('NOT_FOUND');
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError('NOT_FOUND', 'No such order in your account.');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return { ...order, lines };
}
