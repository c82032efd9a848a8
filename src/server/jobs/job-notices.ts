import type { JobAction } from '../../lib/jobs/machine.ts';
import type { Database } from '../db/open.ts';
import type { CustomJobRow } from '../db/schema/jobs.ts';
import { notifyUsers } from './notify.ts';

const SAYS: Partial<Record<JobAction, string>> = {
  approve: 'was approved. An artist will start on it soon.',
  reject: 'was rejected and fully refunded.',
  hold: 'is on hold.',
  resume: 'is no longer on hold.',
  allocate: 'has an artist allocated.',
  start: 'is in progress: the artist started.',
  deliver: 'has a new delivery waiting for your review.',
  accept: 'was accepted by the customer. It is complete.',
  requestCorrection: 'needs corrections: the customer sent notes.',
};

/** Tells the customer and the allocated artist (old and new) about a change, except whoever made it. */
export async function notifyStatusChange(db: Database, before: CustomJobRow, after: CustomJobRow, action: JobAction, actorId: string): Promise<void> {
  const people = [after.customerId, after.artistId, before.artistId].filter((id): id is string => !!id && id !== actorId);
  const note = action === 'reject' && after.rejectReason ? ` Reason: ${after.rejectReason}` : '';
  for (const id of new Set(people)) {
    const link = id === after.customerId ? `/account/custom-orders/${after.id}` : `/contributor/jobs/${after.id}`;
    await notifyUsers(db, [id], {
      title: `Custom job #${after.number}: ${after.status.replace('_', ' ').toLowerCase()}`,
      body: `"${after.title}" ${SAYS[action] ?? `is now ${after.status}.`}${note}`,
      link,
    });
  }
}
