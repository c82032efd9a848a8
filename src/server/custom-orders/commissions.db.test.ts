import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseKind } from '#test-support/test-db.ts';
import { useJobTestbed } from '#test-support/job-testbed.ts';
import { orderJob } from '#test-support/factories/jobs.ts';
import { orders } from '#/server/db/schema.ts';
import { auditLog } from '#/server/db/schema/admin.ts';
import { customJobs } from '#/server/db/schema/jobs.ts';
import { users } from '#/server/db/schema/users.ts';
import type { NoticeData } from '#/server/mail/templates/notice.tsx';
import { listJobs } from './queries.ts';
import { sendOverdueDigest } from './overdue-digest.ts';
import { act } from './workflow.ts';

describe(`commissions an artist can plan, on ${testDatabaseKind}`, () => {
  const bed = useJobTestbed('Ada Ink');
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a job and its payment order carry one number', async () => {
    const job = await orderJob(bed.db, bed.storage, bed.customer);
    const [order] = await bed.db.select().from(orders).where(eq(orders.jobId, job.id));
    expect(order!.number).toBe(job.number);
  });

  it('approval sets the due day: the level turnaround in business days, weekends skipped', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T15:00:00Z') }); // a Friday
    const job = await orderJob(bed.db, bed.storage, bed.customer);
    const approved = await act(bed.db, bed.admin, job.id, 'approve');
    // Essential takes 5 business days: Friday + 5 = the next Friday, not the Wednesday 5 calendar days on.
    expect(approved.turnaroundDays).toBe(5);
    expect(approved.dueOn).toBe('2026-12-04');
    expect(approved.approvedAt).toEqual(new Date('2026-11-27T15:00:00Z'));
    const [row] = await listJobs(bed.db, bed.customer, 'customer', { filter: 'all', q: '' });
    expect(row!.dueOn).toBe(approved.dueOn);
  });

  it('an artist declines with a reason: back to Not Allocated, audited; without a reason nothing changes', async () => {
    const job = await orderJob(bed.db, bed.storage, bed.customer);
    await act(bed.db, bed.admin, job.id, 'approve');
    await act(bed.db, bed.admin, job.id, 'allocate', { artistId: bed.artist.id });
    await expect(act(bed.db, bed.artist, job.id, 'decline', { note: '  ' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const declined = await act(bed.db, bed.artist, job.id, 'decline', { note: 'Fully booked until January' });
    expect(declined).toMatchObject({ status: 'APPROVED', artistId: null, declinedReason: 'Fully booked until January' });
    const queue = await listJobs(bed.db, bed.admin, 'admin', { filter: 'unallocated', q: '' });
    expect(queue.map((j) => j.id)).toContain(job.id);
    expect(await listJobs(bed.db, bed.artist, 'contributor', { filter: 'all', q: '' })).toEqual([]);
    const [entry] = await bed.db.select().from(auditLog).where(eq(auditLog.action, 'job_decline'));
    expect(entry).toMatchObject({ actorId: bed.artist.id, entityId: job.id });
    // Once declined, the artist cannot see or start it; an allocated artist who started cannot decline.
    await expect(act(bed.db, bed.artist, job.id, 'start')).rejects.toMatchObject({ status: 404 });
    await act(bed.db, bed.admin, job.id, 'allocate', { artistId: bed.artist.id });
    await act(bed.db, bed.artist, job.id, 'start');
    await expect(act(bed.db, bed.artist, job.id, 'decline', { note: 'Changed my mind' })).rejects.toMatchObject({ status: 409 });
  });

  it('the daily digest lists late work once a day and sends nothing when nothing is late', async () => {
    const late = await orderJob(bed.db, bed.storage, bed.customer, { title: 'Late Larry' });
    const onTime = await orderJob(bed.db, bed.storage, bed.customer, { title: 'Punctual Pat' });
    for (const job of [late, onTime]) await act(bed.db, bed.admin, job.id, 'approve');
    await act(bed.db, bed.admin, late.id, 'allocate', { artistId: bed.artist.id });
    await bed.db.update(customJobs).set({ dueOn: '2026-11-20' }).where(eq(customJobs.id, late.id));
    await bed.db.update(customJobs).set({ dueOn: '2026-11-30' }).where(eq(customJobs.id, onTime.id));
    const sent: Array<{ emails: string[]; mail: NoticeData }> = [];
    const send = async (_tx: unknown, emails: string[], mail: NoticeData) => void sent.push({ emails, mail });
    const now = new Date('2026-11-25T08:00:00Z');
    expect(await sendOverdueDigest(bed.db, 'https://toonmart.test', send, now)).toEqual({ jobs: 1, sent: true });
    expect(sent).toHaveLength(1);
    const { mail, emails } = sent[0]!;
    const [staff] = await bed.db.select({ email: users.email }).from(users).where(eq(users.id, bed.admin.id));
    expect(emails).toEqual([staff!.email]);
    expect(mail.subject).toBe('Overdue custom orders: 1 custom order is overdue');
    expect(mail.lines).toEqual([`TM-${String(late.number).padStart(6, '0')} "Late Larry": due Fri 20 Nov 2026, 5 days late (artist Ada Ink, not started).`]);
    expect(mail.action.href).toBe('https://toonmart.test/admin/jobs?sort=dueOn&dir=asc');
    // The hourly run later the same day sends nothing more; the next day with nothing late sends nothing.
    expect(await sendOverdueDigest(bed.db, 'https://toonmart.test', send, new Date('2026-11-25T15:00:00Z'))).toEqual({ jobs: 1, sent: false });
    await bed.db.update(customJobs).set({ dueOn: '2026-12-31' }).where(eq(customJobs.id, late.id));
    expect(await sendOverdueDigest(bed.db, 'https://toonmart.test', send, new Date('2026-11-26T08:00:00Z'))).toEqual({ jobs: 0, sent: false });
    expect(sent).toHaveLength(1);
  });
});
