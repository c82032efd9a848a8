import type { FulfilmentHandler } from '#/server/orders/registry.ts';
import { markJobPaid, notifyJobPaid } from './checkout.ts';

/** A custom job's card order: paid, the job waits for the admins' review, and they are told after the commit. */
export const customJobPayments: FulfilmentHandler = {
  async fulfil(tx, order, lines) {
    for (const line of lines) await markJobPaid(tx, line.jobId ?? order.jobId, order.id);
  },
  async afterCommit(db, order, lines) {
    for (const jobId of new Set(lines.map((l) => l.jobId ?? order.jobId))) if (jobId) await notifyJobPaid(db, jobId);
  },
};
