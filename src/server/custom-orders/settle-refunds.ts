import { eq } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { orders, paymentRefunds } from '#/server/db/schema.ts';
import { providerFor } from './payment.ts';
import type { PaymentProvider } from '#/server/payments/provider.ts';

/**
 * Card refunds the provider has only accepted ("requested", e.g. Stripe's pending) are
 * asked again until it reports them settled. Providers see one refund per order however
 * often they are asked (Stripe: an idempotency key per order), so asking again is safe.
 * Run by the job runner on a schedule; a provider error fails the run, which is retried with backoff.
 */
export async function settleRequestedRefunds(db: Database, configured?: PaymentProvider): Promise<{ settled: number; pending: number }> {
  const open = await db
    .select({ id: paymentRefunds.id, provider: paymentRefunds.provider, cents: paymentRefunds.amountCents, orderId: orders.id, payment: orders.providerPayment })
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(eq(paymentRefunds.status, 'requested'));
  let settled = 0;
  for (const refund of open) {
    const result = await providerFor(refund.provider, configured).refund({ orderId: refund.orderId, cents: refund.cents, payment: refund.payment });
    await db.update(paymentRefunds).set({ providerRef: result.ref, status: result.status }).where(eq(paymentRefunds.id, refund.id));
    if (result.status === 'succeeded') settled++;
  }
  return { settled, pending: open.length - settled };
}
