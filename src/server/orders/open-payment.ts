import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { orders, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { providerCharge } from '#/server/payments/charge.ts';
import type { PaymentProvider } from '#/server/payments/provider.ts';
import { linesOf } from './fulfil.ts';
import { orderLabel } from './present.ts';

export type PaymentPage = { url: string; reopened: boolean };
type Urls = { successUrl: string; cancelUrl: string };

/** Why an order that is not pending cannot be paid (again). */
function notPayable(status: string): AppError {
  if (status === 'paid') return new AppError('CONFLICT', 'This order is already paid: nothing more is charged.');
  return new AppError('CONFLICT', 'This order is no longer awaiting payment: nothing was charged. Place it again from your cart.');
}

/**
 * The payment page of a pending order, the one way any order reaches a provider: its charge is
 * made by `providerCharge` from the order as stored, so it is the order's total. An order already
 * sent to a page gets the same page again ("Pay now"); a paid, failed or cancelled order never opens one.
 */
export async function openPayment(db: Database, provider: PaymentProvider, orderId: string, urls: Urls): Promise<PaymentPage> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  if (order.status !== 'pending') throw notPayable(order.status);
  if (order.paymentUrl && order.provider === provider.name) return { url: order.paymentUrl, reopened: true };
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  const charge = providerCharge({ ...order, label: orderLabel(order.number) }, await linesOf(db, order.id));
  const checkout = await provider.startCheckout({
    orderId: order.id,
    charge,
    customerEmail: user?.email ?? '',
    ...urls,
    expiresAt: order.expiresAt,
  });
  // Only the first page is kept: of two clicks racing, both buyers land on the page the order knows.
  const [kept] = await db
    .update(orders)
    .set({ providerRef: checkout.ref, paymentUrl: checkout.url, provider: provider.name, chargedCents: charge.lines.reduce((s, l) => s + l.cents, 0) })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending'), isNull(orders.paymentUrl)))
    .returning({ url: orders.paymentUrl });
  if (kept?.url) return { url: kept.url, reopened: false };
  const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (!now || now.status !== 'pending' || !now.paymentUrl) throw notPayable(now?.status ?? 'failed');
  return { url: now.paymentUrl, reopened: true };
}
