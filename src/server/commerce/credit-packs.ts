import { and, eq } from 'drizzle-orm';
import { creditPacks, type CreditPackId } from '#/lib/pricing.ts';
import { getSettings } from '#/server/settings/settings.ts';
import { taxColumns, orderTax } from '#/server/tax/order-tax.ts';
import type { Database } from '#/server/db/open.ts';
import { orderLines, orders, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { openPayment } from '#/server/orders/open-payment.ts';
import type { PaymentProvider } from '#/server/payments/provider.ts';
import { assertSameRequest, requestDigest } from '#/server/orders/idempotency.ts';
import { unpaidUntil } from '#/server/orders/expiry.ts';

export type PackCheckout = { orderId: string; url: string };

/** Where a paid pack sends its buyer: back to the checkout they topped up from, or to their credit history. */
function returnPaths(returnTo: 'checkout' | 'pricing', orderId: string) {
  return returnTo === 'checkout'
    ? { success: '/checkout?topped-up=1', cancel: '/checkout' }
    : { success: `/account/credits?paid=${orderId}`, cancel: '/pricing' };
}

/**
 * Creates a pending credit-pack order (once per idempotency key, priced at the current credit value)
 * and opens the provider's payment page for it. The key is bound to its request: the same request
 * again gets the same order and page (a paid order: where a paid pack goes, never a new payment);
 * another pack or destination with the same key is refused.
 */
export async function startCreditPurchase(
  db: Database,
  provider: PaymentProvider,
  input: { userId: string; packId: CreditPackId; idempotencyKey: string; siteUrl: string; returnTo?: 'checkout' | 'pricing'; geoCountry?: string | null },
): Promise<PackCheckout> {
  const settings = await getSettings(db);
  const pack = creditPacks(settings.creditValueCents).find((p) => p.id === input.packId);
  if (!pack) throw new AppError('NOT_FOUND', 'No such credit pack.');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  const returnTo = input.returnTo ?? 'pricing';
  const requestHash = requestDigest('credits', { packId: input.packId, returnTo });
  // VAT is charged when credits are bought, at the buyer's rate (ADR 0230); spending them later is not taxed again.
  const taxed = taxColumns(await orderTax(db, input.userId, input.geoCountry ?? null, settings.sellerCountry), pack.cents);
  const inserted = await db
    .insert(orders)
    .values({ userId: input.userId, kind: 'credits', idempotencyKey: input.idempotencyKey, totalCents: pack.cents + taxed.taxCents, ...taxed, provider: provider.name, requestHash, expiresAt: unpaidUntil() })
    .onConflictDoNothing()
    .returning();
  const [order] = inserted.length
    ? inserted
    : await db.select().from(orders).where(and(eq(orders.userId, input.userId), eq(orders.idempotencyKey, input.idempotencyKey)));
  if (!order) throw new AppError('CONFLICT', 'This order is being created. Wait a moment and try again.');
  if (order.kind !== 'credits') throw new AppError('IDEMPOTENCY_KEY_REUSED');
  assertSameRequest(order, requestHash);
  if (inserted.length) {
    await db.insert(orderLines).values({ orderId: order.id, kind: 'pack', currency: 'USD', pack: pack.id, title: `${pack.name} credit pack (${pack.credits} credits)`, credits: pack.credits, cents: pack.cents });
  }
  const paths = returnPaths(returnTo, order.id);
  if (order.status === 'paid') return { orderId: order.id, url: paths.success };
  const page = await openPayment(db, provider, order.id, { successUrl: new URL(paths.success, input.siteUrl).href, cancelUrl: new URL(paths.cancel, input.siteUrl).href });
  return { orderId: order.id, url: page.url };
}
