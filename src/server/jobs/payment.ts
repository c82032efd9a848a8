import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { customJobs, type CustomJobRow } from '../db/schema/jobs.ts';

export type JobPaymentMethod = CustomJobRow['paymentMethod'];
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Takes payment for a job order. Until the credit ledger and payment provider
 * (catalogue branch) exist, payment is a status of the order: the demo provider
 * and credits both succeed at once. This is the one place to switch.
 */
export async function payForJob(db: Database | Tx, job: Pick<CustomJobRow, 'id' | 'priceCents'>, method: JobPaymentMethod): Promise<void> {
  await db
    .update(customJobs)
    .set({ paymentStatus: 'paid', paymentMethod: method, paymentRef: `demo-${method}-${job.id}`, updatedAt: new Date() })
    .where(eq(customJobs.id, job.id));
}

/** Full refund to the original payment method or credits (REJECTED). */
export async function refundJob(db: Database | Tx, job: Pick<CustomJobRow, 'id' | 'paymentStatus'>): Promise<void> {
  if (job.paymentStatus !== 'paid') return;
  await db.update(customJobs).set({ paymentStatus: 'refunded', updatedAt: new Date() }).where(eq(customJobs.id, job.id));
}
