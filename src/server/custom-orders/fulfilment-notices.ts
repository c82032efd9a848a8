import type { FulfilmentHandler } from '#/server/orders/registry.ts';
import { notifyJobPaid } from './checkout.ts';

/** After a job's card order commits: the admins are told it waits for their review. */
export const noticeCustomOrdersPaid: NonNullable<FulfilmentHandler['afterCommit']> = async (db, order, lines) => {
  for (const jobId of new Set(lines.map((l) => l.jobId ?? order.jobId))) if (jobId) await notifyJobPaid(db, jobId);
};
