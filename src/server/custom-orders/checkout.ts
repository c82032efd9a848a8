import { and, eq } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { orderLines, orders } from '#/server/db/schema.ts';
import { customJobs } from '#/server/db/schema/jobs.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { openPayment } from '#/server/orders/open-payment.ts';
import type { PaymentProvider } from '#/server/payments/provider.ts';
import type { Storage } from '#/server/storage/storage.ts';
import type { Viewer } from './access.ts';
import { notifyAdminsOfOrder, orderFromRequest } from './orders.ts';
import { one } from '#/server/db/rows.ts';
import { isUuid } from '#/lib/ids.ts';

export type JobCheckout = { orderId: string; url: string };
export type Payments = { provider: PaymentProvider; siteUrl: string };

/**
 * POST /api/jobs: places the order; a card order then goes to the payment provider, and
 * `location` is its payment page (the job page for credits).
 */
export async function placeOrder(db: Database, storage: Storage, payments: Payments, viewer: Viewer, request: Request) {
  const job = await orderFromRequest(db, storage, viewer, request);
  if (job.paymentStatus !== 'unpaid') return { job, location: `/account/custom-orders/${job.id}` };
  const checkout = await startJobCheckout(db, payments.provider, { userId: viewer.id, jobId: job.id, siteUrl: payments.siteUrl });
  return { job, location: checkout.url };
}

async function payableJob(db: Database, userId: string, jobId: string) {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'No such custom job.');
  const [job] = await db.select().from(customJobs).where(and(eq(customJobs.id, jobId), eq(customJobs.customerId, userId)));
  if (!job) throw new AppError('NOT_FOUND', 'No such custom job.');
  if (job.paymentMethod !== 'card' || job.paymentStatus !== 'unpaid') throw new AppError('CONFLICT', 'This order is not awaiting a card payment.');
  return job;
}

/** The job's payment order: one per job (idempotency key `job-{id}`), created pending on the first call. */
async function jobOrder(db: Database, provider: PaymentProvider, job: { id: string; number: number; title: string; customerId: string; priceCents: number }) {
  const inserted = await db
    .insert(orders)
    .values({ userId: job.customerId, kind: 'job', idempotencyKey: `job-${job.id}`, number: job.number, totalCents: job.priceCents, provider: provider.name, jobId: job.id })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (inserted.length) {
    await db.insert(orderLines).values({ orderId: one(inserted).id, kind: 'job', currency: 'USD', jobId: job.id, title: `Custom character: ${job.title}`, cents: job.priceCents });
    return one(inserted);
  }
  const [order] = await db.select({ id: orders.id, status: orders.status }).from(orders).where(and(eq(orders.jobId, job.id), eq(orders.kind, 'job')));
  if (!order || order.status !== 'pending') throw new AppError('CONFLICT', 'This order is not awaiting a card payment.');
  return order;
}

/**
 * Sends the customer of an unpaid card job to the payment provider (demo: our confirmation page;
 * Stripe: a Checkout Session). Repeating it reuses the same pending order, so it can be paid once.
 */
export async function startJobCheckout(db: Database, provider: PaymentProvider, input: { userId: string; jobId: string; siteUrl: string }): Promise<JobCheckout> {
  const job = await payableJob(db, input.userId, input.jobId);
  const order = await jobOrder(db, provider, job);
  const back = new URL(`/account/custom-orders/${job.id}`, input.siteUrl).href;
  const page = await openPayment(db, provider, order.id, { successUrl: back, cancelUrl: back });
  return { orderId: order.id, url: page.url };
}

/** A card job just paid: the admins now have it to review. */
export async function notifyJobPaid(db: Database, jobId: string): Promise<void> {
  const [job] = await db.select().from(customJobs).where(eq(customJobs.id, jobId));
  if (job) await notifyAdminsOfOrder(db, job);
}
