import { and, eq } from 'drizzle-orm';
import { creditPacks, type CreditPackId } from '#/lib/pricing.ts';
import { creditValueCents } from '#/server/settings/credit-value.ts';
import type { Database } from '#/server/db/open.ts';
import { orderLines, orders, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors.ts';
import type { PaymentProvider } from '#/server/payments/provider.ts';

export type PackCheckout = { orderId: string; url: string };

/** Where a paid pack sends its buyer: back to the checkout they topped up from, or to their credit history. */
function returnPaths(returnTo: 'checkout' | 'pricing', orderId: string) {
  return returnTo === 'checkout'
    ? { success: '/checkout?topped-up=1', cancel: '/checkout' }
    : { success: `/account/credits?paid=${orderId}`, cancel: '/pricing' };
}

/** Creates a pending credit-pack order (once per idempotency key, priced at the current credit value) and the provider's payment page for it. */
export async function startCreditPurchase(
  db: Database,
  provider: PaymentProvider,
  input: { userId: string; packId: CreditPackId; idempotencyKey: string; siteUrl: string; returnTo?: 'checkout' | 'pricing' },
): Promise<PackCheckout> {
  const pack = creditPacks(await creditValueCents(db)).find((p) => p.id === input.packId);
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
  if (inserted.length) {
    await db.insert(orderLines).values({ orderId: order.id, kind: 'pack', currency: 'USD', pack: pack.id, title: `${pack.name} credit pack (${pack.credits} credits)`, credits: pack.credits, cents: pack.cents });
  }
  const paths = returnPaths(input.returnTo ?? 'pricing', order.id);
  const checkout = await provider.startCheckout({
    orderId: order.id,
    title: `Toonmart ${pack.name} credit pack: ${pack.credits} credits`,
    cents: pack.cents,
    customerEmail: user.email,
    successUrl: new URL(paths.success, input.siteUrl).href,
    cancelUrl: new URL(paths.cancel, input.siteUrl).href,
  });
  await db.update(orders).set({ providerRef: checkout.ref, paymentUrl: checkout.url }).where(eq(orders.id, order.id));
  return { orderId: order.id, url: checkout.url };
}
