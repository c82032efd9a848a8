import { eq, inArray } from 'drizzle-orm';
import type { JobAction } from '#/lib/jobs/machine.ts';
import { config } from '#/server/config/config.ts';
import { orderLabel } from '#/lib/order-number.ts';
import type { Database } from '#/server/db/open.ts';
import type { CustomJobRow } from '#/server/db/schema/jobs.ts';
import { users } from '#/server/db/schema/users.ts';
import { mailUsers } from '#/server/mail/index.ts';
import { notifyUsers } from '#/server/notifications/index.ts';
import { jobMessages, type JobAudience, type JobEvent, type JobMessage } from './events.ts';

const PAGES: Record<JobMessage['page'], string> = { customer: '/account/custom-orders', artist: '/contributor/jobs', admin: '/admin/jobs' };

async function nameOf(db: Database, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  return row ? row.name || row.email : null;
}

async function recipients(db: Database, audience: JobAudience, before: CustomJobRow, after: CustomJobRow): Promise<string[]> {
  if (audience === 'customer') return [after.customerId];
  if (audience === 'artist') return after.artistId ? [after.artistId] : [];
  if (audience === 'previousArtist') return before.artistId && before.artistId !== after.artistId ? [before.artistId] : [];
  const admins = await db.select({ id: users.id }).from(users).where(inArray(users.role, ['admin', 'super_admin']));
  return admins.map((a) => a.id);
}

async function send(db: Database, ids: string[], message: JobMessage, job: CustomJobRow): Promise<void> {
  const link = `${PAGES[message.page]}/${job.id}`;
  const href = new URL(link, config.siteUrl).href;
  const mail = { subject: message.subject, jobLabel: `Custom order ${orderLabel(job.number)}: ${job.title}`, heading: message.heading, happened: message.happened, next: message.next, action: { label: message.button, href } };
  const results = await Promise.allSettled([mailUsers(db, ids, 'jobUpdate', mail), notifyUsers(db, ids, { title: message.subject, body: `${message.happened} ${message.next}`, link })]);
  for (const result of results) if (result.status === 'rejected') console.error('[jobs] a notice failed:', result.reason);
}

/**
 * Tells each reader an event matters to (job-events.ts), once, by email and push.
 * Never throws: a failed notice must not undo the change it reports.
 */
export async function notifyJobEvent(db: Database, event: JobEvent, before: CustomJobRow, after: CustomJobRow, note: string | null = null): Promise<void> {
  try {
    const facts = { number: after.number, title: after.title, levelName: after.levelName, paid: after.paymentStatus === 'paid', artistName: await nameOf(db, after.artistId ?? before.artistId), note, correctionsUsed: after.correctionsUsed, correctionsLeft: Math.max(0, after.correctionRounds - after.correctionsUsed), dueOn: after.dueOn };
    for (const message of jobMessages(event, facts)) {
      const ids = [...new Set(await recipients(db, message.audience, before, after))];
      if (ids.length) await send(db, ids, message, after);
    }
  } catch (error) {
    console.error('[jobs] notices failed:', error);
  }
}

/** A workflow action was taken (workflow.ts). */
export async function notifyStatusChange(db: Database, before: CustomJobRow, after: CustomJobRow, action: JobAction, note: string | null): Promise<void> {
  await notifyJobEvent(db, action, before, after, note);
}
