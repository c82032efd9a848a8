import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { insertUser, orderJob, tempStorage } from '#test-support/factories/jobs.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { orders } from '#/server/db/schema.ts';
import { auditLog } from '#/server/db/schema/admin.ts';
import { customJobs } from '#/server/db/schema/jobs.ts';
import { users } from '#/server/db/schema/users.ts';
import type { NoticeData } from '#/server/mail/templates/notice.tsx';
import type { Storage } from '#/server/storage/storage.ts';
import type { Viewer } from './access.ts';
import { listJobs } from './queries.ts';
import { sendOverdueDigest } from './overdue-digest.ts';
import { act } from './workflow.ts';

describe(`commissions an artist can plan, on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  let storage: Storage;
  let customer: Viewer, admin: Viewer, artist: Viewer;
  beforeEach(async () => {
    handle = await createTestDb();
    storage = tempStorage();
    customer = await insertUser(handle.db, 'user');
    admin = await insertUser(handle.db, 'admin');
    artist = await insertUser(handle.db, 'contributor', 'Ada Ink');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await handle.close();
  });

  it('a job and its payment order carry one number', async () => {
    const job = await orderJob(handle.db, storage, customer);
    const [order] = await handle.db.select().from(orders).where(eq(orders.jobId, job.id));
    expect(order!.number).toBe(job.number);
  });

  it('approval sets the due day: the level turnaround in business days, weekends skipped', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T15:00:00Z') }); // a Friday
    const job = await orderJob(handle.db, storage, customer);
    const approved = await act(handle.db, admin, job.id, 'approve');
    // Essential takes 5 business days: Friday + 5 = the next Friday, not the Wednesday 5 calendar days on.
    expect(approved.turnaroundDays).toBe(5);
    expect(approved.dueOn).toBe('2026-12-04');
    expect(approved.approvedAt).toEqual(new Date('2026-11-27T15:00:00Z'));
    const [row] = await listJobs(handle.db, customer, 'customer', { filter: 'all', q: '' });
    expect(row!.dueOn).toBe(approved.dueOn);
  });

  it('an artist declines with a reason: back to Not Allocated, audited; without a reason nothing changes', async () => {
    const job = await orderJob(handle.db, storage, customer);
    await act(handle.db, admin, job.id, 'approve');
    await act(handle.db, admin, job.id, 'allocate', { artistId: artist.id });
    await expect(act(handle.db, artist, job.id, 'decline', { note: '  ' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const declined = await act(handle.db, artist, job.id, 'decline', { note: 'Fully booked until January' });
    expect(declined).toMatchObject({ status: 'APPROVED', artistId: null, declinedReason: 'Fully booked until January' });
    const queue = await listJobs(handle.db, admin, 'admin', { filter: 'unallocated', q: '' });
    expect(queue.map((j) => j.id)).toContain(job.id);
    expect(await listJobs(handle.db, artist, 'contributor', { filter: 'all', q: '' })).toEqual([]);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'job_decline'));
    expect(entry).toMatchObject({ actorId: artist.id, entityId: job.id });
    // Once declined, the artist cannot see or start it; an allocated artist who started cannot decline.
    await expect(act(handle.db, artist, job.id, 'start')).rejects.toMatchObject({ status: 404 });
    await act(handle.db, admin, job.id, 'allocate', { artistId: artist.id });
    await act(handle.db, artist, job.id, 'start');
    await expect(act(handle.db, artist, job.id, 'decline', { note: 'Changed my mind' })).rejects.toMatchObject({ status: 409 });
  });

  it('the daily digest lists late work once a day and sends nothing when nothing is late', async () => {
    const late = await orderJob(handle.db, storage, customer, { title: 'Late Larry' });
    const onTime = await orderJob(handle.db, storage, customer, { title: 'Punctual Pat' });
    for (const job of [late, onTime]) await act(handle.db, admin, job.id, 'approve');
    await act(handle.db, admin, late.id, 'allocate', { artistId: artist.id });
    await handle.db.update(customJobs).set({ dueOn: '2026-11-20' }).where(eq(customJobs.id, late.id));
    await handle.db.update(customJobs).set({ dueOn: '2026-11-30' }).where(eq(customJobs.id, onTime.id));
    const sent: Array<{ emails: string[]; mail: NoticeData }> = [];
    const send = async (_tx: unknown, emails: string[], mail: NoticeData) => void sent.push({ emails, mail });
    const now = new Date('2026-11-25T08:00:00Z');
    expect(await sendOverdueDigest(handle.db, 'https://toonmart.test', send, now)).toEqual({ jobs: 1, sent: true });
    expect(sent).toHaveLength(1);
    const { mail, emails } = sent[0]!;
    const [staff] = await handle.db.select({ email: users.email }).from(users).where(eq(users.id, admin.id));
    expect(emails).toEqual([staff!.email]);
    expect(mail.subject).toBe('Overdue custom orders: 1 custom order is overdue');
    expect(mail.lines).toEqual([`TM-${String(late.number).padStart(6, '0')} "Late Larry": due Fri 20 Nov 2026, 5 days late (artist Ada Ink, not started).`]);
    expect(mail.action.href).toBe('https://toonmart.test/admin/jobs?sort=dueOn&dir=asc');
    // The hourly run later the same day sends nothing more; the next day with nothing late sends nothing.
    expect(await sendOverdueDigest(handle.db, 'https://toonmart.test', send, new Date('2026-11-25T15:00:00Z'))).toEqual({ jobs: 1, sent: false });
    await handle.db.update(customJobs).set({ dueOn: '2026-12-31' }).where(eq(customJobs.id, late.id));
    expect(await sendOverdueDigest(handle.db, 'https://toonmart.test', send, new Date('2026-11-26T08:00:00Z'))).toEqual({ jobs: 0, sent: false });
    expect(sent).toHaveLength(1);
  });
});
