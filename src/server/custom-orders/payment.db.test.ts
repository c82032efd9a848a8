import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { giveCredits, insertUser, orderJob, pngFile, tempStorage } from '#test-support/factories/jobs.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { creditLedger, storedFiles } from '#/server/db/schema.ts';
import { customJobs } from '#/server/db/schema/jobs.ts';
import type { Storage } from '#/server/storage/storage.ts';
import type { Viewer } from './access.ts';
import { findJob } from './orders.ts';
import { payForJob } from './payment.ts';
import { act } from './workflow.ts';

describe(`paying for custom jobs on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  let storage: Storage;
  let customer: Viewer, admin: Viewer;
  beforeEach(async () => {
    handle = await createTestDb();
    storage = tempStorage();
    customer = await insertUser(handle.db, 'user');
    admin = await insertUser(handle.db, 'admin');
  });
  afterEach(async () => handle.close());

  const ledger = async () =>
    (await handle.db.select().from(creditLedger).where(eq(creditLedger.userId, customer.id)).orderBy(creditLedger.id)).map((r) => [r.delta, r.reason, r.jobId]);

  it('pays with credits: the balance drops by the price ($149 = 149 credits) with one ledger row naming the job', async () => {
    await giveCredits(handle.db, customer.id, 200);
    const job = await orderJob(handle.db, storage, customer, { paymentMethod: 'credits' });
    expect(job).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'credits', priceCents: 14900 });
    expect(await getBalance(handle.db, customer.id)).toBe(51);
    expect(await ledger()).toEqual([[200, 'test-grant', null], [-149, 'custom-job', job.id]]);
  });

  it('paying a paid job again debits nothing (idempotent)', async () => {
    await giveCredits(handle.db, customer.id, 400);
    const job = await orderJob(handle.db, storage, customer, { paymentMethod: 'credits' });
    const row = await findJob(handle.db, job.id);
    await handle.db.transaction((tx) => payForJob(tx, row!, 'credits'));
    await handle.db.transaction((tx) => payForJob(tx, { ...row!, paymentStatus: 'unpaid' }, 'credits'));
    expect(await getBalance(handle.db, customer.id)).toBe(251);
    expect((await ledger()).filter(([, reason]) => reason === 'custom-job')).toHaveLength(1);
  });

  it('refuses an order the balance cannot cover (402 INSUFFICIENT_CREDITS) and changes nothing', async () => {
    await giveCredits(handle.db, customer.id, 148);
    const error = await orderJob(handle.db, storage, customer, { paymentMethod: 'credits' }, [pngFile()]).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 402, code: 'INSUFFICIENT_CREDITS', message: 'This order costs 149 credits and your balance is 148. Buy a credit pack or pay by card.' });
    expect(await getBalance(handle.db, customer.id)).toBe(148);
    expect(await ledger()).toEqual([[148, 'test-grant', null]]);
    expect(await handle.db.select().from(customJobs)).toEqual([]);
    expect(await handle.db.select().from(storedFiles)).toEqual([]);
  });

  it('a customer with no credit account at all is refused too, and the balance never goes negative', async () => {
    await expect(orderJob(handle.db, storage, customer, { paymentMethod: 'credits' })).rejects.toMatchObject({ status: 402 });
    expect(await getBalance(handle.db, customer.id)).toBe(0);
  });

  it('rejecting a job paid with credits refunds them once, with a ledger row', async () => {
    await giveCredits(handle.db, customer.id, 150);
    const job = await orderJob(handle.db, storage, customer, { paymentMethod: 'credits' });
    const rejected = await act(handle.db, admin, job.id, 'reject', { note: 'We do not draw real people.' });
    expect(rejected.paymentStatus).toBe('refunded');
    expect(await getBalance(handle.db, customer.id)).toBe(150);
    await expect(act(handle.db, admin, job.id, 'reject', { note: 'Again' })).rejects.toMatchObject({ status: 409 });
    expect(await getBalance(handle.db, customer.id)).toBe(150);
    expect(await ledger()).toEqual([[150, 'test-grant', null], [-149, 'custom-job', job.id], [149, 'custom-job-refund', job.id]]);
  });

  it('a job paid by card is refunded without touching credits', async () => {
    const job = await orderJob(handle.db, storage, customer, { paymentMethod: 'card' });
    expect((await act(handle.db, admin, job.id, 'reject', { note: 'Out of scope' })).paymentStatus).toBe('refunded');
    expect(await ledger()).toEqual([]);
  });
});
