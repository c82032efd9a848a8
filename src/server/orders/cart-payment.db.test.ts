import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import { startFakeStripe, type FakeStripe } from '#test-support/fakes/stripe-api.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { creditLedger, entitlements, orders, paymentFlags } from '#/server/db/schema.ts';
import { checkoutCart, confirmDemoPayment, declineDemoPayment, handlePaidEvent } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { stripeProvider } from '#/server/payments/stripe.ts';
import { getBalance } from './ledger.ts';

const SECRET = 'whsec_cart_test';
const site = 'http://localhost:4321';
let fake: FakeStripe;
let handle: DatabaseHandle;
beforeAll(async () => void (fake = await startFakeStripe()));
afterAll(() => fake.close());
beforeEach(async () => void (handle = await createTestDb()));
afterEach(() => handle.close());

const stripe = () => stripeProvider({ secretKey: 'sk_test_cart', webhookSecret: SECRET, apiUrl: fake.url });
const demo = { provider: demoProvider(), siteUrl: site };

/** Stripe's signed event about the session the store opened for the order (PaymentIntent pi_test_1). */
function webhook(id: string, type: string, orderId: string, paymentStatus = 'paid') {
  const { payload, signature } = fake.pay(fake.sessionFor(orderId)!, id, SECRET, { type, payment_status: paymentStatus, payment_intent: 'pi_test_1' });
  return stripe().parseWebhook(payload, signature);
}

/** A buyer with 20 credits and a cart of one credit-priced (8 credits) and one currency-priced ($22.99) character. */
async function mixedCart() {
  const buyer = await insertUser(handle.db);
  await giveCredits(handle.db, buyer.id, 20);
  const credit = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 8 });
  const money = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 2299, priceExtended: 6999 });
  const lines = [{ characterId: credit.id, plan: 'standard' as const }, { characterId: money.id, plan: 'standard' as const }];
  return { buyer, lines };
}

const owned = async (userId: string) => handle.db.select().from(entitlements).where(eq(entitlements.userId, userId));

describe('a mixed cart: credits and money in one order', () => {
  it('holds the credits, sends the money part to the provider and grants everything once it is paid', async () => {
    const { buyer, lines } = await mixedCart();
    const placed = await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: 'mixed-1', lines });
    expect(placed).toMatchObject({ status: 'pending', totalCredits: 8, totalCents: 2299, balance: 12, lines: 2 });
    expect(placed.location).toMatch(new RegExp(`^/checkout/demo/${placed.orderId}\\?`));
    expect(await owned(buyer.id)).toHaveLength(0);
    expect(await confirmDemoPayment(handle.db, buyer.id, placed.orderId)).toEqual({ fulfilled: true });
    expect(await confirmDemoPayment(handle.db, buyer.id, placed.orderId)).toEqual({ fulfilled: false });
    expect(await owned(buyer.id)).toHaveLength(2);
    expect(await getBalance(handle.db, buyer.id)).toBe(12);
  });

  it('a declined card grants nothing and gives the held credits back', async () => {
    const { buyer, lines } = await mixedCart();
    const placed = await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: 'mixed-2', lines });
    expect(await declineDemoPayment(handle.db, buyer.id, placed.orderId)).toEqual({ failed: true });
    expect(await confirmDemoPayment(handle.db, buyer.id, placed.orderId)).toEqual({ fulfilled: false });
    expect(await owned(buyer.id)).toHaveLength(0);
    expect(await getBalance(handle.db, buyer.id)).toBe(20);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ status: 'failed', failure: 'The card was declined.' });
  });

  it('a double submit places one order and holds the credits once', async () => {
    const { buyer, lines } = await mixedCart();
    const input = { idempotencyKey: 'double-submit', lines };
    const first = await checkoutCart(handle.db, demo, buyer.id, input);
    const [again, third] = await Promise.all([checkoutCart(handle.db, demo, buyer.id, input), checkoutCart(handle.db, demo, buyer.id, input)]);
    expect([again.orderId, third.orderId]).toEqual([first.orderId, first.orderId]);
    expect(again).toMatchObject({ repeated: true, location: first.location });
    expect(await getBalance(handle.db, buyer.id)).toBe(12);
    expect(await handle.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
  });

  it('a balance short of the credit part buys the rest by card in the same order, holding what the balance has', async () => {
    const { buyer, lines } = await mixedCart();
    await giveCredits(handle.db, buyer.id, -15);
    const placed = await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: 'short-1', lines });
    expect(placed).toMatchObject({ status: 'pending', totalCredits: 8, totalCents: 2299 + 300, balance: 0 });
    expect(await handle.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
    expect(await confirmDemoPayment(handle.db, buyer.id, placed.orderId)).toEqual({ fulfilled: true });
    expect(await owned(buyer.id)).toHaveLength(2);
    expect(await getBalance(handle.db, buyer.id)).toBe(0);
  });
});

describe('a cart through Stripe Checkout', () => {
  it('opens one session with a line item per money line', async () => {
    const { buyer, lines } = await mixedCart();
    const placed = await checkoutCart(handle.db, { provider: stripe(), siteUrl: site }, buyer.id, { idempotencyKey: 'stripe-1', lines });
    expect(placed.location).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const request = fake.requests.at(-1)!;
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe('2299');
    expect(request.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(request.form.has('line_items[1][price_data][unit_amount]')).toBe(false);
    expect(request.form.get('metadata[orderId]')).toBe(placed.orderId);
  });

  it('fulfils once across replays, ignores a late expiry, and an unpaid completion waits for the money', async () => {
    const { buyer, lines } = await mixedCart();
    const { orderId } = await checkoutCart(handle.db, { provider: stripe(), siteUrl: site }, buyer.id, { idempotencyKey: 'stripe-2', lines });
    expect(await handlePaidEvent(handle.db, 'stripe', webhook('evt_c1', 'checkout.session.completed', orderId, 'unpaid'))).toEqual({ fulfilled: false });
    expect(await owned(buyer.id)).toHaveLength(0);
    const paid = webhook('evt_c2', 'checkout.session.async_payment_succeeded', orderId);
    expect(await handlePaidEvent(handle.db, 'stripe', paid)).toEqual({ fulfilled: true });
    expect(await handlePaidEvent(handle.db, 'stripe', paid)).toEqual({ fulfilled: false });
    expect(await handlePaidEvent(handle.db, 'stripe', webhook('evt_c3', 'checkout.session.expired', orderId))).toEqual({ fulfilled: false });
    expect(await owned(buyer.id)).toHaveLength(2);
    expect(await getBalance(handle.db, buyer.id)).toBe(12);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', providerPayment: 'pi_test_1' });
  });

  it('an expired session releases the credits; money arriving after that is refunded, nothing granted', async () => {
    const { buyer, lines } = await mixedCart();
    const provider = stripe();
    const { orderId } = await checkoutCart(handle.db, { provider, siteUrl: site }, buyer.id, { idempotencyKey: 'stripe-3', lines });
    await handlePaidEvent(handle.db, 'stripe', webhook('evt_e1', 'checkout.session.expired', orderId), provider);
    expect(await getBalance(handle.db, buyer.id)).toBe(20);
    expect(await handlePaidEvent(handle.db, 'stripe', webhook('evt_e2', 'checkout.session.completed', orderId), provider)).toEqual({ fulfilled: false });
    expect(await owned(buyer.id)).toHaveLength(0);
    expect(await getBalance(handle.db, buyer.id)).toBe(20);
    const [refund] = await handle.db.select().from(paymentFlags).where(eq(paymentFlags.orderId, orderId));
    expect(refund).toMatchObject({ reason: 'late', amountCents: 2299, currency: 'usd', refundStatus: 'succeeded' });
    const ledger = await handle.db.select().from(creditLedger).where(eq(creditLedger.orderId, orderId));
    expect(ledger.map((l) => [l.reason, l.delta]).sort()).toEqual([['purchase', -8], ['purchase-release', 8]]);
  });
});
