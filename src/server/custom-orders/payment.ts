import { and, eq } from 'drizzle-orm';
import { addCredits, lockAccount } from '#/server/orders/ledger.ts';
import type { DbOrTx } from '#/server/db/open.ts';
import { creditLedger, orderLines, orders, paymentRefunds } from '#/server/db/schema.ts';
import { one } from '#/server/db/rows.ts';
import { customJobs, type CustomJobRow } from '#/server/db/schema/jobs.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { centsToCredits, DEFAULT_CREDIT_VALUE_CENTS } from '#/lib/pricing.ts';
import { creditValueIn } from '#/server/settings/credit-value-in.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { refundableCents } from '#/server/payments/charge.ts';
import type { PaymentProvider } from '#/server/payments/provider.ts';

export type JobPaymentMethod = CustomJobRow['paymentMethod'];
type PayableJob = Pick<CustomJobRow, 'id' | 'number' | 'title' | 'customerId' | 'priceCents' | 'paymentStatus'>;
type RefundableJob = Pick<CustomJobRow, 'id' | 'customerId' | 'paymentStatus' | 'paymentMethod'>;

/** Ledger reasons; the ledger's unique (job_id, reason) index allows one of each per job. */
export const JOB_DEBIT = 'custom-job';
export const JOB_REFUND = 'custom-job-refund';

/** A dollar price is payable in credits at the credit value (store settings; 1 credit = 1 USD by default), rounded up (ADR 0010). */
export function jobCredits(priceCents: number, creditValueCents = DEFAULT_CREDIT_VALUE_CENTS): number {
  return centsToCredits(priceCents, creditValueCents);
}

async function ledgerEntry(tx: DbOrTx, jobId: string, reason: string): Promise<{ delta: number } | undefined> {
  const [row] = await tx
    .select({ delta: creditLedger.delta })
    .from(creditLedger)
    .where(and(eq(creditLedger.jobId, jobId), eq(creditLedger.reason, reason)));
  return row;
}

/**
 * A paid order for a job paid with credits, so it has an order number, a receipt and a place
 * in the account's orders like a card-paid one (same idempotency key: one order per job).
 */
async function creditsOrder(tx: DbOrTx, job: PayableJob, cost: number): Promise<{ id: string }> {
  const order = one(await tx
    .insert(orders)
    .values({ userId: job.customerId, kind: 'job', status: 'paid', idempotencyKey: `job-${job.id}`, number: job.number, totalCredits: cost, provider: 'credits', jobId: job.id, paidAt: new Date() })
    .returning({ id: orders.id }));
  await tx.insert(orderLines).values({ orderId: order.id, kind: 'job', currency: 'credits', jobId: job.id, title: `Custom character: ${job.title}`, credits: cost });
  return order;
}

/** The paid order of a job, for its receipt after the commit. */
export async function jobOrderId(tx: DbOrTx, jobId: string): Promise<string | null> {
  const [order] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.jobId, jobId), eq(orders.kind, 'job'), eq(orders.status, 'paid')));
  return order?.id ?? null;
}

/**
 * Takes payment for a job order, inside the order's transaction. Credits: the customer's
 * credit account is locked, the price debited with a ledger row naming the job (never below
 * zero: 402 INSUFFICIENT_CREDITS, and the transaction rolls back). Paying a paid job again
 * debits nothing. Card: nothing is taken here; the job stays unpaid (awaiting payment) until
 * the payment provider's fulfilment (src/server/custom-orders/checkout.ts) marks it paid.
 */
export async function payForJob(tx: DbOrTx, job: PayableJob, method: JobPaymentMethod): Promise<void> {
  if (job.paymentStatus === 'paid' || method === 'card') return;
  if (!(await ledgerEntry(tx, job.id, JOB_DEBIT))) {
    const cost = jobCredits(job.priceCents, await creditValueIn(tx));
    const balance = await lockAccount(tx, job.customerId);
    if (cost > balance) {
      throw new AppError('INSUFFICIENT_CREDITS', `This order costs ${cost} credits and your balance is ${balance}. Buy a credit pack or pay by card.`);
    }
    const order = await creditsOrder(tx, job, cost);
    await addCredits(tx, job.customerId, -cost, JOB_DEBIT, order.id, job.id);
  }
  await tx
    .update(customJobs)
    .set({ paymentStatus: 'paid', paymentMethod: method, paymentRef: `credits-${job.id}`, updatedAt: new Date() })
    .where(eq(customJobs.id, job.id));
}

/** The provider that took a card order's money: demo orders need no configuration, others the configured one. */
export function providerFor(name: string | null, configured: PaymentProvider | undefined): PaymentProvider {
  if (name === 'demo') return demoProvider();
  if (configured && configured.name === name) return configured;
  throw new AppError('INTERNAL', `The payment provider "${name ?? 'none'}" of this order is not configured; the refund cannot be made.`);
}

/**
 * Card refund: one payment_refunds row per order (unique), asked of the provider that was paid.
 * The provider call runs inside the rejection's transaction, so a provider failure rejects nothing;
 * Stripe gets an idempotency key per order, so a retried rejection cannot refund twice.
 */
async function refundCard(tx: DbOrTx, jobId: string, configured: PaymentProvider | undefined): Promise<void> {
  const [order] = await tx.select().from(orders).where(and(eq(orders.jobId, jobId), eq(orders.kind, 'job'), eq(orders.status, 'paid')));
  if (!order) return;
  const provider = providerFor(order.provider, configured);
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({ orderId: order.id, provider: provider.name, amountCents: refundableCents(order), status: 'requested' })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  if (!refund) return;
  const result = await provider.refund({ orderId: order.id, cents: refundableCents(order), payment: order.providerPayment });
  await tx.update(paymentRefunds).set({ providerRef: result.ref, status: result.status }).where(eq(paymentRefunds.id, refund.id));
}

/**
 * Full refund of a paid job (REJECTED), inside the action's transaction (the job row is locked).
 * Credits go back to the customer's balance with a ledger row; a card payment is refunded through
 * the payment provider (`provider`: the configured one). The unique ledger and refund indexes and
 * the paid → refunded status make a second refund impossible.
 */
export async function refundJob(tx: DbOrTx, job: RefundableJob, provider?: PaymentProvider): Promise<void> {
  if (job.paymentStatus !== 'paid') return;
  if (job.paymentMethod === 'card') await refundCard(tx, job.id, provider);
  const debit = job.paymentMethod === 'credits' ? await ledgerEntry(tx, job.id, JOB_DEBIT) : undefined;
  if (debit && !(await ledgerEntry(tx, job.id, JOB_REFUND))) {
    await lockAccount(tx, job.customerId);
    const orderId = await jobOrderId(tx, job.id);
    await addCredits(tx, job.customerId, -debit.delta, JOB_REFUND, orderId, job.id);
    if (orderId) await tx.update(orders).set({ status: 'refunded', refundedAt: new Date() }).where(eq(orders.id, orderId));
  }
  await tx.update(customJobs).set({ paymentStatus: 'refunded', updatedAt: new Date() }).where(eq(customJobs.id, job.id));
}
