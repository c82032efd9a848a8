import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '#test-support/test-db.ts';
import { useJobTestbed } from '#test-support/job-testbed.ts';
import { actWithFiles, orderJob, pdfFile, pngFile } from '#test-support/factories/jobs.ts';
import { customJobTransitions } from '#/server/db/schema/jobs.ts';
import { auditLog } from '#/server/db/schema/admin.ts';
import { getJobDetail } from './detail.ts';
import { findJob } from './orders.ts';
import { act } from './workflow.ts';

describe(`custom job workflow on ${testDatabaseKind}`, () => {
  const bed = useJobTestbed();

  const log = async (jobId: string) =>
    bed.db.select().from(customJobTransitions).where(eq(customJobTransitions.jobId, jobId)).orderBy(customJobTransitions.createdAt);

  it('an order is PENDING, paid, keeps its references and logs who ordered', async () => {
    const job = await orderJob(bed.db, bed.storage, bed.customer, {}, [pngFile(), pdfFile()]);
    expect(job).toMatchObject({ status: 'PENDING', paymentStatus: 'paid', levelName: 'Essential', priceCents: 14900, correctionRounds: 2 });
    const detail = await getJobDetail(bed.db, bed.customer, job.id);
    expect(detail.references.map((f) => f.contentType).sort()).toEqual(['application/pdf', 'image/png']);
    expect(await bed.storage.exists(detail.references[0]!.storageKey)).toBe(true);
    expect((await log(job.id)).map((t) => [t.actorId, t.fromStatus, t.toStatus])).toEqual([[bed.customer.id, null, 'PENDING']]);
  });

  it('walks a job through its whole life and records every transition', async () => {
    const db = bed.db;
    const job = await orderJob(db, bed.storage, bed.customer);
    await act(db, bed.admin, job.id, 'approve');
    await act(db, bed.admin, job.id, 'allocate', { artistId: bed.artist.id });
    await act(db, bed.artist, job.id, 'start');
    await actWithFiles(db, bed.storage, bed.artist, job.id, 'deliver', 'First sketch', [pngFile('v1.png')]);
    await actWithFiles(db, bed.storage, bed.customer, job.id, 'requestCorrection', 'Bigger hat, please', [pngFile('hat.png')]);
    await actWithFiles(db, bed.storage, bed.artist, job.id, 'deliver', 'Bigger hat', [pngFile('v2.png')]);
    const done = await act(db, bed.customer, job.id, 'accept');
    expect(done).toMatchObject({ status: 'COMPLETED', artistId: bed.artist.id, correctionsUsed: 1 });
    expect((await log(job.id)).map((t) => `${t.fromStatus}>${t.toStatus}`)).toEqual([
      'null>PENDING', 'PENDING>APPROVED', 'APPROVED>APPROVED', 'APPROVED>IN_PROCESS', 'IN_PROCESS>IN_REVIEW',
      'IN_REVIEW>IN_PROCESS', 'IN_PROCESS>IN_REVIEW', 'IN_REVIEW>COMPLETED',
    ]);
    const detail = await getJobDetail(db, bed.customer, job.id);
    expect(detail.deliveries.map((d) => [d.round, d.files.map((f) => f.fileName)])).toEqual([[1, ['v1.png']], [2, ['v2.png']]]);
    expect(detail.corrections.map((c) => [c.note, c.files.length])).toEqual([['Bigger hat, please', 1]]);
    expect(detail.actions).toEqual([]);
    // Staff decisions (not the artist's or the customer's steps) are in the audit log, before → after.
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, job.id)).orderBy(auditLog.id);
    expect(audited.map((e) => [e.action, e.actorId, e.changes])).toEqual([
      ['job_approve', bed.admin.id, { status: { before: 'PENDING', after: 'APPROVED' } }],
      ['job_allocate', bed.admin.id, { artistId: { before: null, after: bed.artist.id } }],
    ]);
  });

  it('an illegal transition answers 409 and changes nothing', async () => {
    const job = await orderJob(bed.db, bed.storage, bed.customer);
    const before = await findJob(bed.db, job.id);
    await expect(act(bed.db, bed.admin, job.id, 'resume')).rejects.toMatchObject({ status: 409 });
    await expect(act(bed.db, bed.customer, job.id, 'accept')).rejects.toMatchObject({ status: 409 });
    expect(await findJob(bed.db, job.id)).toEqual(before);
    expect(await log(job.id)).toHaveLength(1);
  });

  it('a customer cannot approve their own order (403), an admin must give a reason to reject', async () => {
    const job = await orderJob(bed.db, bed.storage, bed.customer);
    await expect(act(bed.db, bed.customer, job.id, 'approve')).rejects.toMatchObject({ status: 403 });
    await expect(act(bed.db, bed.admin, job.id, 'reject', { note: ' ' })).rejects.toMatchObject({ status: 400 });
    expect((await findJob(bed.db, job.id))?.status).toBe('PENDING');
  });

  it('rejecting refunds and records the reason', async () => {
    const job = await orderJob(bed.db, bed.storage, bed.customer);
    const rejected = await act(bed.db, bed.admin, job.id, 'reject', { note: 'We do not draw real people.' });
    expect(rejected).toMatchObject({ status: 'REJECTED', paymentStatus: 'refunded', rejectReason: 'We do not draw real people.' });
    await expect(act(bed.db, bed.admin, job.id, 'approve')).rejects.toMatchObject({ status: 409 });
  });

  it('HOLD returns to the status it left', async () => {
    const job = await orderJob(bed.db, bed.storage, bed.customer);
    await act(bed.db, bed.admin, job.id, 'approve');
    expect((await act(bed.db, bed.admin, job.id, 'hold', { note: 'Waiting for the logo' })).status).toBe('HOLD');
    expect((await act(bed.db, bed.admin, job.id, 'resume')).status).toBe('APPROVED');
  });

  it('allocation needs a contributor; a delivery needs a file; nothing is left stored after a refused delivery', async () => {
    const job = await orderJob(bed.db, bed.storage, bed.customer);
    await act(bed.db, bed.admin, job.id, 'approve');
    await expect(act(bed.db, bed.admin, job.id, 'allocate', { artistId: bed.customer.id })).rejects.toMatchObject({ status: 400 });
    await act(bed.db, bed.admin, job.id, 'allocate', { artistId: bed.artist.id });
    await act(bed.db, bed.artist, job.id, 'start');
    await expect(actWithFiles(bed.db, bed.storage, bed.artist, job.id, 'deliver', '', [])).rejects.toMatchObject({ status: 400 });
    expect((await findJob(bed.db, job.id))?.status).toBe('IN_PROCESS');
  });
});
