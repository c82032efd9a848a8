import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { insertUser, orderUnpaidJob, payByDemoCard, tempStorage } from '#test-support/factories/jobs.ts';
import { startFakeStripe, type FakeStripe } from '#test-support/fakes/stripe-api.ts';
import { confirmDemoCheckout, confirmDemoPayment, handlePaidEvent } from '#/server/settlement/index.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { creditLedger, orders, paymentRefunds } from '#/server/db/schema.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { stripeProvider } from '#/server/payments/stripe.ts';
import type { Storage } from '#/server/storage/storage.ts';
import type { Viewer } from './access.ts';
import { startJobCheckout } from './checkout.ts';
import { findJob } from './orders.ts';
import { refundJob } from './payment.ts';
import { listJobs } from './queries.ts';
import { act } from './workflow.ts';

const SITE = 'http://localhost:4321';
const WEBHOOK_SECRET = 'whsec_test_jobs';

describe(`custom jobs paid by card through the payment provider on ${testDatabaseKind}`, () => {
  let fake: FakeStripe;
  let handle: DatabaseHandle;
  let storage: Storage;
  let customer: Viewer, other: Viewer, admin: Viewer;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    handle = await createTestDb();
    storage = tempStorage();
    customer = await insertUser(handle.db, 'user');
    other = await insertUser(handle.db, 'user');
    admin = await insertUser(handle.db, 'admin');
  });
  afterEach(async () => handle.close());

  const stripe = () => stripeProvider({ secretKey: 'sk_test_jobs', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
  const adminList = async () => (await listJobs(handle.db, admin, 'admin', { filter: 'all', q: '' })).map((j) => j.id);
  const refunds = () => handle.db.select().from(paymentRefunds);

  /** Stripe's webhook for the session the store opened for the order, paid with PaymentIntent pi_test_job. */
  function paidWebhook(eventId: string, orderId: string) {
    const { payload, signature } = fake.pay(fake.sessionFor(orderId)!, eventId, WEBHOOK_SECRET, { payment_intent: 'pi_test_job' });
    return stripe().parseWebhook(payload, signature);
  }

  it('a card order stays unpaid, hidden from the admins and not approvable (409), until the demo confirmation pays it once', async () => {
    const job = await orderUnpaidJob(handle.db, storage, customer);
    expect(job).toMatchObject({ status: 'PENDING', paymentMethod: 'card', paymentStatus: 'unpaid' });
    expect(await adminList()).not.toContain(job.id);
    await expect(act(handle.db, admin, job.id, 'approve')).rejects.toMatchObject({ status: 409, message: 'The order is not paid yet.' });
    expect((await findJob(handle.db, job.id))?.status).toBe('PENDING');

    const checkout = await startJobCheckout(handle.db, demoProvider(), { userId: customer.id, jobId: job.id, siteUrl: SITE });
    const back = encodeURIComponent(`/account/custom-orders/${job.id}`);
    expect(checkout.url).toBe(`/checkout/demo/${checkout.orderId}?success=${back}&cancel=${back}`);
    expect((await startJobCheckout(handle.db, demoProvider(), { userId: customer.id, jobId: job.id, siteUrl: SITE })).orderId).toBe(checkout.orderId);
    await expect(startJobCheckout(handle.db, demoProvider(), { userId: other.id, jobId: job.id, siteUrl: SITE })).rejects.toMatchObject({ status: 404 });
    await expect(confirmDemoPayment(handle.db, other.id, checkout.orderId)).rejects.toMatchObject({ status: 404 });
    expect((await findJob(handle.db, job.id))?.paymentStatus).toBe('unpaid');

    expect(await confirmDemoCheckout(handle.db, customer.id, checkout.orderId)).toEqual({ fulfilled: true, location: `/account/custom-orders/${job.id}` });
    expect(await confirmDemoCheckout(handle.db, customer.id, checkout.orderId)).toEqual({ fulfilled: false, location: `/account/custom-orders/${job.id}` });
    expect((await findJob(handle.db, job.id))?.paymentStatus).toBe('paid');
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, checkout.orderId));
    expect(order).toMatchObject({ kind: 'job', status: 'paid', jobId: job.id, totalCents: 14900, provider: 'demo' });
    await expect(startJobCheckout(handle.db, demoProvider(), { userId: customer.id, jobId: job.id, siteUrl: SITE })).rejects.toMatchObject({ status: 409 });
    expect(await adminList()).toContain(job.id);
    expect((await act(handle.db, admin, job.id, 'approve')).status).toBe('APPROVED');
    expect(await handle.db.select().from(creditLedger)).toEqual([]);
  });

  it('Stripe: a Checkout Session for the job price; the signed webhook pays the job once, replays change nothing', async () => {
    const job = await orderUnpaidJob(handle.db, storage, customer);
    const checkout = await startJobCheckout(handle.db, stripe(), { userId: customer.id, jobId: job.id, siteUrl: SITE });
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('POST /v1/checkout/sessions');
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe('14900');
    expect(request.form.get('metadata[orderId]')).toBe(checkout.orderId);
    expect(request.form.get('success_url')).toBe(`${SITE}/account/custom-orders/${job.id}`);

    const event = paidWebhook('evt_job_1', checkout.orderId);
    expect(event).toEqual({ eventId: 'evt_job_1', orderId: checkout.orderId, payment: 'pi_test_job', session: fake.sessionFor(checkout.orderId)!.id, amountCents: 14900, currency: 'usd' });
    expect(await handlePaidEvent(handle.db, 'stripe', event)).toEqual({ fulfilled: true });
    expect(await handlePaidEvent(handle.db, 'stripe', paidWebhook('evt_job_1', checkout.orderId))).toEqual({ fulfilled: false });
    expect(await handlePaidEvent(handle.db, 'stripe', paidWebhook('evt_job_2', checkout.orderId))).toEqual({ fulfilled: false });
    expect((await findJob(handle.db, job.id))?.paymentStatus).toBe('paid');
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, checkout.orderId));
    expect(order).toMatchObject({ status: 'paid', providerPayment: 'pi_test_job' });
  });

  it('Stripe: rejecting the paid job refunds the PaymentIntent once through the refunds API', async () => {
    const job = await orderUnpaidJob(handle.db, storage, customer);
    const { orderId } = await startJobCheckout(handle.db, stripe(), { userId: customer.id, jobId: job.id, siteUrl: SITE });
    await handlePaidEvent(handle.db, 'stripe', paidWebhook('evt_job_3', orderId));
    const rejected = await act(handle.db, admin, job.id, 'reject', { note: 'We do not draw real people.' }, stripe());
    expect(rejected).toMatchObject({ status: 'REJECTED', paymentStatus: 'refunded' });
    const calls = fake.requests.filter((r) => r.path === 'POST /v1/refunds' && r.form.get('metadata[orderId]') === orderId);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.form.get('payment_intent')).toBe('pi_test_job');
    expect(calls[0]!.form.get('amount')).toBe('14900');
    expect(calls[0]!.idempotencyKey).toBe(`toonmart-refund-${orderId}`);
    await expect(act(handle.db, admin, job.id, 'reject', { note: 'Again' }, stripe())).rejects.toMatchObject({ status: 409 });
    const rows = await refunds();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderId, provider: 'stripe', amountCents: 14900, status: 'succeeded' });
    expect(rows[0]!.providerRef).toMatch(/^re_test_/);
  });

  it('demo: a rejection records one refund, even if the refund is asked for twice', async () => {
    const job = await orderUnpaidJob(handle.db, storage, customer);
    const orderId = await payByDemoCard(handle.db, customer, job.id);
    expect((await act(handle.db, admin, job.id, 'reject', { note: 'Out of scope' })).paymentStatus).toBe('refunded');
    const paidRow = { ...(await findJob(handle.db, job.id))!, paymentStatus: 'paid' as const };
    await handle.db.transaction((tx) => refundJob(tx, paidRow));
    expect(await refunds()).toEqual([expect.objectContaining({ orderId, provider: 'demo', providerRef: `demo_refund_${orderId}`, amountCents: 14900, status: 'succeeded' })]);
  });

  it('rejecting an unpaid card order refunds nothing: no money was taken', async () => {
    const job = await orderUnpaidJob(handle.db, storage, customer);
    await startJobCheckout(handle.db, demoProvider(), { userId: customer.id, jobId: job.id, siteUrl: SITE });
    const rejected = await act(handle.db, admin, job.id, 'reject', { note: 'Duplicate order' });
    expect(rejected).toMatchObject({ status: 'REJECTED', paymentStatus: 'unpaid' });
    expect(await refunds()).toEqual([]);
  });
});
