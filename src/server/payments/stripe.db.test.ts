import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { insertUser } from '#test-support/factories/catalogue.ts';
import { startFakeStripe, type FakeStripe } from '#test-support/fakes/stripe-api.ts';
import { startCreditPurchase } from '#/server/commerce/credit-packs.ts';
import { confirmDemoPayment, handlePaidEvent } from '#/server/settlement/index.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { orders } from '#/server/db/schema.ts';
import { demoProvider } from './demo.ts';
import { stripeProvider } from './stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let handle: DatabaseHandle;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

const provider = () => stripeProvider({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });

/** Stripe's signed completion of the session the store opened for the order (no PaymentIntent, as a webhook may omit it). */
function signedEvent(id: string, orderId: string, secret = WEBHOOK_SECRET) {
  return fake.pay(fake.sessionFor(orderId)!, id, secret, { payment_intent: null });
}

describe('credit packs through Stripe Checkout', () => {
  it('creates a checkout session for the pack price and sends the buyer to it', async () => {
    const buyer = await insertUser(handle.db);
    const checkout = await startCreditPurchase(handle.db, provider(), { userId: buyer.id, packId: 'studio', idempotencyKey: 'key-12345', siteUrl: 'http://localhost:4321' });
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('POST /v1/checkout/sessions');
    expect(request.auth).toBe('Bearer sk_test_123');
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe('9000');
    expect(request.form.get('metadata[orderId]')).toBe(checkout.orderId);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, checkout.orderId));
    expect(order).toMatchObject({ status: 'pending', kind: 'credits', provider: 'stripe', totalCents: 9000 });
    expect(order!.providerRef).toMatch(/^cs_test_/);
  });

  it('refuses a webhook with a bad signature, and fulfils a replayed one once', async () => {
    const buyer = await insertUser(handle.db);
    const { orderId } = await startCreditPurchase(handle.db, provider(), { userId: buyer.id, packId: 'studio', idempotencyKey: 'key-67890', siteUrl: 'http://localhost:4321' });
    const forged = signedEvent('evt_forged', orderId, 'whsec_wrong');
    expect(() => provider().parseWebhook(forged.payload, forged.signature)).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', status: 400 }));
    expect(() => provider().parseWebhook(forged.payload, null)).toThrow(expect.objectContaining({ status: 400 }));
    expect(await getBalance(handle.db, buyer.id)).toBe(0);

    const real = signedEvent('evt_1', orderId);
    const event = provider().parseWebhook(real.payload, real.signature);
    expect(event).toEqual({ eventId: 'evt_1', orderId, session: fake.sessionFor(orderId)!.id, amountCents: 9000, currency: 'usd' });
    expect(await handlePaidEvent(handle.db, 'stripe', event)).toEqual({ fulfilled: true });
    expect(await handlePaidEvent(handle.db, 'stripe', provider().parseWebhook(real.payload, real.signature))).toEqual({ fulfilled: false });
    const again = signedEvent('evt_2', orderId);
    expect(await handlePaidEvent(handle.db, 'stripe', provider().parseWebhook(again.payload, again.signature))).toEqual({ fulfilled: false });
    expect(await getBalance(handle.db, buyer.id)).toBe(100);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('paid');
  });

  it('the demo provider completes the payment on its confirmation page, once, for the buyer only', async () => {
    const buyer = await insertUser(handle.db);
    const other = await insertUser(handle.db);
    const checkout = await startCreditPurchase(handle.db, demoProvider(), { userId: buyer.id, packId: 'starter', idempotencyKey: 'demo-key-1', siteUrl: 'http://localhost:4321' });
    expect(checkout.url).toBe(`/checkout/demo/${checkout.orderId}?success=%2Faccount%2Fcredits%3Fpaid%3D${checkout.orderId}&cancel=%2Fpricing`);
    await expect(confirmDemoPayment(handle.db, other.id, checkout.orderId)).rejects.toMatchObject({ status: 404 });
    expect(await confirmDemoPayment(handle.db, buyer.id, checkout.orderId)).toEqual({ fulfilled: true });
    expect(await confirmDemoPayment(handle.db, buyer.id, checkout.orderId)).toEqual({ fulfilled: false });
    expect(await getBalance(handle.db, buyer.id)).toBe(25);
    const repeat = await startCreditPurchase(handle.db, demoProvider(), { userId: buyer.id, packId: 'starter', idempotencyKey: 'demo-key-1', siteUrl: 'http://localhost:4321' });
    expect(repeat.orderId).toBe(checkout.orderId);
  });
});
