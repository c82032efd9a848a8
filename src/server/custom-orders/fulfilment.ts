import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { customJobs } from '#/server/db/schema/jobs.ts';
import type { FulfilmentHandler } from '#/server/orders/registry.ts';

/**
 * Fulfilment of a job's payment order, inside the transaction that moved the order from
 * pending to paid (so it runs once per order): the job becomes paid and visible for approval.
 */
async function markJobPaid(tx: DbOrTx, jobId: string | null, orderId: string): Promise<void> {
  if (!jobId) return;
  await tx
    .update(customJobs)
    .set({ paymentStatus: 'paid', paymentRef: `order-${orderId}`, updatedAt: new Date() })
    .where(and(eq(customJobs.id, jobId), eq(customJobs.paymentStatus, 'unpaid')));
}

/**
 * A custom job's card order: paid, and the job waits for the admins' review. Telling them is
 * `noticeCustomOrdersPaid` (fulfilment-notices.ts), after the commit, added by the composition root.
 */
export const customOrderPayments: FulfilmentHandler = {
  async fulfil(tx, order, lines) {
    for (const line of lines) await markJobPaid(tx, line.jobId ?? order.jobId, order.id);
  },
};
