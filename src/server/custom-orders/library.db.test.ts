import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '#test-support/test-db.ts';
import { useJobTestbed } from '#test-support/job-testbed.ts';
import { actWithFiles, giveCredits, orderJob, pngFile } from '#test-support/factories/jobs.ts';
import { config } from '#/server/config/config.ts';
import { creditLedger } from '#/server/db/schema.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import { listOwnOrders } from '#/server/orders/queries.ts';
import { receiptData } from '#/server/orders/receipt.ts';
import { getJobCertificate, listCompletedWork } from './library.ts';
import { act } from './workflow.ts';

describe(`custom work in My downloads and credit-paid job receipts on ${testDatabaseKind}`, () => {
  const bed = useJobTestbed();

  async function deliverTwiceAndAccept(jobId: string) {
    const db = bed.db;
    await act(db, bed.admin, jobId, 'approve');
    await act(db, bed.admin, jobId, 'allocate', { artistId: bed.artist.id });
    await act(db, bed.artist, jobId, 'start');
    await actWithFiles(db, bed.storage, bed.artist, jobId, 'deliver', 'First sketch', [pngFile('sketch.png')]);
    await actWithFiles(db, bed.storage, bed.customer, jobId, 'requestCorrection', 'Bigger hat', [pngFile('hat.png')]);
    await actWithFiles(db, bed.storage, bed.artist, jobId, 'deliver', 'Final', [pngFile('final-front.png'), pngFile('final-side.png')]);
    return act(db, bed.customer, jobId, 'accept');
  }

  it('a completed job shows the accepted delivery’s files and an exclusive licence only its customer can open', async () => {
    const job = await orderJob(bed.db, bed.storage, bed.customer);
    const other = await orderJob(bed.db, bed.storage, bed.customer, { title: 'Still in progress' });
    expect(await listCompletedWork(bed.db, bed.customer.id)).toEqual([]);
    await deliverTwiceAndAccept(job.id);
    const work = await listCompletedWork(bed.db, bed.customer.id);
    expect(work.map((w) => [w.jobId, w.title, w.levelName, w.files.map((f) => f.fileName)])).toEqual([[job.id, 'Captain Crumb', 'Essential', ['final-front.png', 'final-side.png']]]);
    expect(work[0]!.files.every((f) => f.size > 0 && f.contentType === 'image/png')).toBe(true);
    expect(await listCompletedWork(bed.db, bed.artist.id)).toEqual([]);
    const certificate = await getJobCertificate(bed.db, bed.customer.id, job.id);
    expect(certificate).toMatchObject({ jobId: job.id, title: 'Captain Crumb', levelName: 'Essential', email: expect.stringContaining('@') });
    expect(certificate.orderId).toEqual(expect.any(String));
    await expect(getJobCertificate(bed.db, bed.artist.id, job.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getJobCertificate(bed.db, bed.customer.id, other.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getJobCertificate(bed.db, bed.customer.id, 'not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a job paid with credits gets a paid order in the account, its ledger row names it, and a receipt is mailed', async () => {
    await giveCredits(bed.db, bed.customer.id, 200);
    const title = `Receipt test ${randomUUID()}`;
    const outbox = path.join(config.dataDir, 'outbox');
    const job = await orderJob(bed.db, bed.storage, bed.customer, { paymentMethod: 'credits', title });
    const [order] = await listOwnOrders(bed.db, bed.customer.id);
    expect(order).toMatchObject({ kind: 'job', status: 'paid', totalCredits: 149, totalCents: 0 });
    const [debit] = await bed.db.select().from(creditLedger).where(eq(creditLedger.reason, 'custom-job'));
    expect(debit).toMatchObject({ delta: -149, jobId: job.id, orderId: order!.id });
    const receipt = await receiptData(bed.db, order!.id);
    expect(receipt?.data).toMatchObject({ method: 'credits', totals: ['149 credits'], items: [{ title: expect.stringContaining(title), licence: 'Extended licence, exclusive', amount: '149 credits' }] });
    const mails = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''));
    expect(mails.filter((mail) => mail.includes(title) && /^Subject: Your Toonmart receipt: order TM-/m.test(mail))).toHaveLength(1);
  });

  it('rejecting a credit-paid job refunds the credits and marks its order refunded', async () => {
    await giveCredits(bed.db, bed.customer.id, 200);
    const job = await orderJob(bed.db, bed.storage, bed.customer, { paymentMethod: 'credits' });
    await act(bed.db, bed.admin, job.id, 'reject', { note: 'Cannot be done' });
    expect(await getBalance(bed.db, bed.customer.id)).toBe(200);
    const [order] = await listOwnOrders(bed.db, bed.customer.id);
    expect(order).toMatchObject({ status: 'refunded' });
    const refund = await bed.db.select().from(creditLedger).where(eq(creditLedger.reason, 'custom-job-refund'));
    expect(refund).toMatchObject([{ delta: 149, orderId: order!.id }]);
  });
});
