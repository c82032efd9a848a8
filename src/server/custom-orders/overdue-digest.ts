import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { daysOverdue, formatDay, toDay, WORK_OWED } from '#/lib/jobs/due.ts';
import { orderLabel } from '#/lib/order-number.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { customJobs, jobOverdueDigests } from '#/server/db/schema/jobs.ts';
import { users } from '#/server/db/schema/users.ts';
import type { NoticeData } from '#/server/mail/templates/notice.tsx';

const artist = alias(users, 'artist');

export type OverdueJob = { id: string; number: number; title: string; status: string; dueOn: string; artistName: string | null };

/** Paid jobs whose artist owes work and whose due day is before `now`'s day, the longest late first. */
export async function overdueJobs(db: Database, now = new Date()): Promise<OverdueJob[]> {
  const rows = await db
    .select({ id: customJobs.id, number: customJobs.number, title: customJobs.title, status: customJobs.status, dueOn: customJobs.dueOn, artistName: artist.name, artistEmail: artist.email })
    .from(customJobs)
    .leftJoin(artist, eq(artist.id, customJobs.artistId))
    .where(and(inArray(customJobs.status, [...WORK_OWED]), eq(customJobs.paymentStatus, 'paid'), lt(customJobs.dueOn, toDay(now))))
    .orderBy(asc(customJobs.dueOn), asc(customJobs.number));
  return rows.map(({ artistEmail, ...row }) => ({ ...row, dueOn: row.dueOn ?? '', artistName: row.artistName || artistEmail }));
}

/** The digest mail: one line per late job (number, title, artist, how late); null when nothing is late, so no "nothing to do" mail. */
export function overdueDigest(jobs: OverdueJob[], siteUrl: string, now = new Date()): NoticeData | null {
  if (!jobs.length) return null;
  const count = `${jobs.length} custom ${jobs.length === 1 ? 'order is' : 'orders are'} overdue`;
  const lines = jobs.map((job) => {
    const late = daysOverdue(job.dueOn, now);
    const who = job.artistName ? `artist ${job.artistName}` : 'no artist allocated';
    return `${orderLabel(job.number)} "${job.title}": due ${formatDay(job.dueOn)}, ${late} ${late === 1 ? 'day' : 'days'} late (${who}, ${job.status === 'APPROVED' ? 'not started' : 'in progress'}).`;
  });
  return {
    subject: `Overdue custom orders: ${count}`,
    heading: count,
    lines,
    action: { label: 'Open the custom jobs', href: new URL('/admin/jobs?sort=dueOn&dir=asc', siteUrl).href },
    footnote: 'You receive this daily summary because you are staff at Toonmart. It is sent only on days when work is late.',
  };
}

/**
 * The daily digest, run by the job runner every hour: the first run of a UTC day claims the day
 * (job_overdue_digests) and, in the same transaction, hands every admin's copy to `send` (the mail
 * outbox in the server, so a failed SMTP delivery is retried and never sent twice); later runs that day do nothing.
 */
export async function sendOverdueDigest(db: Database, siteUrl: string, send: (tx: DbOrTx, emails: string[], mail: NoticeData) => Promise<void>, now = new Date()) {
  const jobs = await overdueJobs(db, now);
  const mail = overdueDigest(jobs, siteUrl, now);
  const sent = await db.transaction(async (tx) => {
    const claimed = await tx.insert(jobOverdueDigests).values({ day: toDay(now), jobs: jobs.length }).onConflictDoNothing().returning();
    if (!claimed.length || !mail) return false;
    const admins = await tx.select({ email: users.email }).from(users).where(and(inArray(users.role, ['admin', 'super_admin']), isNull(users.disabledAt)));
    await send(tx, admins.map((a) => a.email), mail);
    return true;
  });
  return { jobs: jobs.length, sent };
}
