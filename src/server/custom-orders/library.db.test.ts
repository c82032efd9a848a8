import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { actWithFiles, giveCredits, insertUser, orderJob, pngFile, tempStorage } from '#test-support/factories/jobs.ts';
import { config } from '#/server/config/config.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { creditLedger } from '#/server/db/schema.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import { listOwnOrders } from '#/server/orders/queries.ts';
import { receiptData } from '#/server/orders/receipt.ts';
import type { Storage } from '#/server/storage/storage.ts';
import type { Viewer } from './access.ts';
import { getJobCertificate, listCompletedWork } from './library.ts';
import { act } from './workflow.ts';

describe(`custom work in My downloads and credit-paid job receipts on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  let storage: Storage;
  let customer: Viewer, admin: Viewer, artist: Viewer;
  beforeEach(async () => {
    handle = await createTestDb();
    storage = tempStorage();
    customer = await insertUser(handle.db, 'user');
    admin = await insertUser(handle.db, 'admin');
    artist = await insertUser(handle.db, 'contributor');
  });
  afterEach(async () => handle.close());

  async function deliverTwiceAndAccept(jobId: string) {
    const db = handle.db;
    await act(db, admin, jobId, 'approve');
    await act(db, admin, jobId, 'allocate', { artistId: artist.id });
    await act(db, artist, jobId, 'start');
    await actWithFiles(db, storage, artist, jobId, 'deliver', 'First sketch', [pngFile('sketch.png')]);
    await actWithFiles(db, storage, customer, jobId, 'requestCorrection', 'Bigger hat', [pngFile('hat.png')]);
    await actWithFiles(db, storage, artist, jobId, 'deliver', 'Final', [pngFile('final-front.png'), pngFile('final-side.png')]);
    return act(db, customer, jobId, 'accept');
  }

  it('a completed job shows the accepted delivery’s files and an exclusive licence only its customer can open', async () => {
    const job = await orderJob(handle.db, storage, customer);
    const other = await orderJob(handle.db, storage, customer, { title: 'Still in progress' });
    expect(await listCompletedWork(handle.db, customer.id)).toEqual([]);
    await deliverTwiceAndAccept(job.id);
    const work = await listCompletedWork(handle.db, customer.id);
    expect(work.map((w) => [w.jobId, w.title, w.levelName, w.files.map((f) => f.fileName)])).toEqual([[job.id, 'Captain Crumb', 'Essential', ['final-front.png', 'final-side.png']]]);
    expect(work[0]!.files.every((f) => f.size > 0 && f.contentType === 'image/png')).toBe(true);
    expect(await listCompletedWork(handle.db, artist.id)).toEqual([]);
    const certificate = await getJobCertificate(handle.db, customer.id, job.id);
    expect(certificate).toMatchObject({ jobId: job.id, title: 'Captain Crumb', levelName: 'Essential', email: expect.stringContaining('@') });
    expect(certificate.orderId).toEqual(expect.any(String));
    await expect(getJobCertificate(handle.db, artist.id, job.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getJobCertificate(handle.db, customer.id, other.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getJobCertificate(handle.db, customer.id, 'not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a job paid with credits gets a paid order in the account, its ledger row names it, and a receipt is mailed', async () => {
    await giveCredits(handle.db, customer.id, 200);
    const title = `Receipt test ${randomUUID()}`;
    const outbox = path.join(config.dataDir, 'outbox');
    const job = await orderJob(handle.db, storage, customer, { paymentMethod: 'credits', title });
    const [order] = await listOwnOrders(handle.db, customer.id);
    expect(order).toMatchObject({ kind: 'job', status: 'paid', totalCredits: 149, totalCents: 0 });
    const [debit] = await handle.db.select().from(creditLedger).where(eq(creditLedger.reason, 'custom-job'));
    expect(debit).toMatchObject({ delta: -149, jobId: job.id, orderId: order!.id });
    const receipt = await receiptData(handle.db, order!.id);
    expect(receipt?.data).toMatchObject({ method: 'credits', totals: ['149 credits'], items: [{ title: expect.stringContaining(title), licence: 'Extended licence, exclusive', amount: '149 credits' }] });
    const mails = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''));
    expect(mails.filter((mail) => mail.includes(title) && /^Subject: Your Toonmart receipt: order TM-/m.test(mail))).toHaveLength(1);
  });

  it('rejecting a credit-paid job refunds the credits and marks its order refunded', async () => {
    await giveCredits(handle.db, customer.id, 200);
    const job = await orderJob(handle.db, storage, customer, { paymentMethod: 'credits' });
    await act(handle.db, admin, job.id, 'reject', { note: 'Cannot be done' });
    expect(await getBalance(handle.db, customer.id)).toBe(200);
    const [order] = await listOwnOrders(handle.db, customer.id);
    expect(order).toMatchObject({ status: 'refunded' });
    const refund = await handle.db.select().from(creditLedger).where(eq(creditLedger.reason, 'custom-job-refund'));
    expect(refund).toMatchObject([{ delta: 149, orderId: order!.id }]);
  });
});
