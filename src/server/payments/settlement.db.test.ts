import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import { startFakeStripe, type FakeStripe } from '#test-support/fakes/stripe-api.ts';
import { couponInput } from '#/lib/api/coupons.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { startCreditPurchase } from '#/server/commerce/credit-packs.ts';
import { createCoupon } from '#/server/coupons/admin.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { coupons, orders, paymentFlags, royaltyLedger } from '#/server/db/schema.ts';
import { checkoutCart, handlePaidEvent } from '#/server/settlement/index.ts';
import { cancelUnpaidOrder, expireUnpaidOrders } from '#/server/orders/expiry.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import { demoProvider } from './demo.ts';
import { stripeProvider } from './stripe.ts';

const SECRET = 'whsec_settlement';
const SITE = 'http://localhost:4321';
let fake: FakeStripe;
let handle: DatabaseHandle;
let actor: Actor;
beforeAll(async () => void (fake = await startFakeStripe()));
afterAll(() => fake.close());
beforeEach(async () => {
  handle = await createTestDb();
  const admin = await insertUser(handle.db, { role: 'admin' });
  actor = { id: admin.id, email: admin.email, role: 'admin' };
});
afterEach(() => handle.close());

const stripe = () => stripeProvider({ secretKey: 'sk_test_settle', webhookSecret: SECRET, apiUrl: fake.url });
const sessionsOf = (orderId: string) => [...fake.sessions.values()].filter((s) => s.metadata.orderId === orderId);
const orderOf = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const coupon = (code: string, values: object) => createCoupon(handle.db, actor, couponInput.parse({ code, kind: 'percent', unit: 'money', amount: 50, ...values }));

/** Stripe's signed completion of an order's session, as received by the webhook route. */
function completion(orderId: string, eventId: string, overrides = {}) {
  const { payload, signature } = fake.pay(fake.sessionFor(orderId)!, eventId, SECRET, overrides);
  return stripe().parseWebhook(payload, signature);
}

describe('royalties are a share of what the store received', () => {
  it('a 100 % coupon earns the artist nothing; 50 % off earns half the royalty', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    const buyer = await insertUser(handle.db);
    const free = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 1118, artistId: artist.id });
    const half = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 1000, artistId: artist.id });
    await coupon('ALLOFF', { amount: 100, characterIds: [free.id] });
    await coupon('HALFOFF', { amount: 50 });
    const zero = await checkoutCart(handle.db, { provider: demoProvider(), siteUrl: SITE }, buyer.id, { idempotencyKey: 'royalty-0', lines: [{ characterId: free.id, plan: 'standard' }], coupon: 'ALLOFF' });
    expect(zero).toMatchObject({ status: 'paid', totalCents: 0 });
    expect(await handle.db.select().from(royaltyLedger).where(eq(royaltyLedger.orderId, zero.orderId))).toEqual([]);

    const placed = await checkoutCart(handle.db, { provider: stripe(), siteUrl: SITE }, buyer.id, { idempotencyKey: 'royalty-50', lines: [{ characterId: half.id, plan: 'standard' }], coupon: 'HALFOFF' });
    await handlePaidEvent(handle.db, 'stripe', completion(placed.orderId, 'evt_r50'), stripe());
    const [sale] = await handle.db.select().from(royaltyLedger).where(eq(royaltyLedger.orderId, placed.orderId));
    expect(sale).toMatchObject({ netCents: 500, percent: 50, cents: 250 });
  });
});

describe('idempotency keys are bound to their request', () => {
  it('credit packs: the same request gets the same page, another pack with the key is refused, a paid order opens no new payment', async () => {
    const buyer = await insertUser(handle.db);
    const input = { userId: buyer.id, packId: 'starter' as const, idempotencyKey: 'pack-key-1', siteUrl: SITE };
    const first = await startCreditPurchase(handle.db, stripe(), input);
    expect(await startCreditPurchase(handle.db, stripe(), input)).toEqual(first);
    await expect(startCreditPurchase(handle.db, stripe(), { ...input, packId: 'agency' })).rejects.toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(sessionsOf(first.orderId)).toHaveLength(1);

    expect(await handlePaidEvent(handle.db, 'stripe', completion(first.orderId, 'evt_pack_1'), stripe())).toEqual({ fulfilled: true });
    const again = await startCreditPurchase(handle.db, stripe(), input);
    expect(again.url).toBe(`/account/credits?paid=${first.orderId}`);
    expect(sessionsOf(first.orderId)).toHaveLength(1);
    expect(await getBalance(handle.db, buyer.id)).toBe(25);
  });

  it('carts: the same key with another cart is refused (422), nothing placed', async () => {
    const buyer = await insertUser(handle.db);
    const [a, b] = [await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 900 }), await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 24000 })];
    const first = await checkoutCart(handle.db, { provider: stripe(), siteUrl: SITE }, buyer.id, { idempotencyKey: 'cart-key-1', lines: [{ characterId: a.id, plan: 'standard' }] });
    const other = checkoutCart(handle.db, { provider: stripe(), siteUrl: SITE }, buyer.id, { idempotencyKey: 'cart-key-1', lines: [{ characterId: b.id, plan: 'standard' }] });
    await expect(other).rejects.toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await handle.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
    expect(sessionsOf(first.orderId)).toHaveLength(1);
  });

  it('a second payment completing for a paid order is refunded at once, nothing granted twice', async () => {
    const buyer = await insertUser(handle.db);
    const { orderId } = await startCreditPurchase(handle.db, stripe(), { userId: buyer.id, packId: 'starter', idempotencyKey: 'pack-key-2', siteUrl: SITE });
    await handlePaidEvent(handle.db, 'stripe', completion(orderId, 'evt_dup_1'), stripe());
    const second = completion(orderId, 'evt_dup_2', { id: 'cs_test_elsewhere', payment_intent: 'pi_test_second' });
    expect(await handlePaidEvent(handle.db, 'stripe', second, stripe())).toEqual({ fulfilled: false });
    expect(await getBalance(handle.db, buyer.id)).toBe(25);
    const [flag] = await handle.db.select().from(paymentFlags).where(eq(paymentFlags.orderId, orderId));
    expect(flag).toMatchObject({ reason: 'duplicate', payment: 'pi_test_second', refundStatus: 'succeeded' });
    expect(fake.payments.get('pi_test_second')).toEqual({ captured: flag!.amountCents, refunded: flag!.amountCents });
  });
});

describe('settlement checks the provider\'s session, amount and currency', () => {
  it('a signed event for 1 EUR naming a $7.99 order is refunded and flagged, never fulfilled', async () => {
    const buyer = await insertUser(handle.db);
    const c = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 799 });
    const { orderId } = await checkoutCart(handle.db, { provider: stripe(), siteUrl: SITE }, buyer.id, { idempotencyKey: 'mismatch-1', lines: [{ characterId: c.id, plan: 'standard' }] });
    const forged = completion(orderId, 'evt_mismatch', { amount_total: 1, currency: 'eur', payment_intent: 'pi_test_cheap' });
    expect(await handlePaidEvent(handle.db, 'stripe', forged, stripe())).toEqual({ fulfilled: false });
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending', capturedCents: null });
    const [flag] = await handle.db.select().from(paymentFlags).where(eq(paymentFlags.orderId, orderId));
    expect(flag).toMatchObject({ reason: 'mismatch', amountCents: 1, currency: 'eur', refundStatus: 'succeeded' });
    expect(fake.payments.get('pi_test_cheap')).toEqual({ captured: 1, refunded: 1 });
  });

  it('client_reference_id is not read: an event whose metadata names no order settles nothing', async () => {
    const buyer = await insertUser(handle.db);
    const c = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 799 });
    const { orderId } = await checkoutCart(handle.db, { provider: stripe(), siteUrl: SITE }, buyer.id, { idempotencyKey: 'ref-1', lines: [{ characterId: c.id, plan: 'standard' }] });
    expect(completion(orderId, 'evt_ref', { metadata: {}, client_reference_id: orderId })).toBeNull();
  });
});

describe('unpaid orders expire', () => {
  it('after their time, and on the buyer\'s Cancel, giving back the coupon use and the held credits', async () => {
    const buyer = await insertUser(handle.db);
    await giveCredits(handle.db, buyer.id, 20);
    const credit = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 8 });
    const money = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 2299 });
    const lines = [{ characterId: credit.id, plan: 'standard' as const }, { characterId: money.id, plan: 'standard' as const }];
    await coupon('THREEUSES', { maxUses: 3, amount: 10 });
    const demo = { provider: demoProvider(), siteUrl: SITE };
    const placed = [];
    for (const key of ['exp-1', 'exp-2', 'exp-3']) placed.push(await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: key, lines: lines.slice(key === 'exp-1' ? 0 : 1), coupon: 'THREEUSES' }));
    expect(await getBalance(handle.db, buyer.id)).toBe(12);
    const used = async () => (await handle.db.select().from(coupons).where(eq(coupons.code, 'THREEUSES')))[0]!.used;
    expect(await used()).toBe(3);

    expect(await cancelUnpaidOrder(handle.db, buyer.id, placed[2]!.orderId)).toEqual({ cancelled: true });
    expect(await orderOf(placed[2]!.orderId)).toMatchObject({ status: 'cancelled' });
    expect(await used()).toBe(2);
    expect(await expireUnpaidOrders(handle.db, new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(await expireUnpaidOrders(handle.db, new Date(Date.now() + 31 * 60_000))).toBe(2);
    expect(await orderOf(placed[0]!.orderId)).toMatchObject({ status: 'failed', failure: expect.stringMatching(/Not paid within 30 minutes/) });
    expect(await used()).toBe(0);
    expect(await getBalance(handle.db, buyer.id)).toBe(20);
    await expect(cancelUnpaidOrder(handle.db, buyer.id, placed[0]!.orderId)).rejects.toMatchObject({ status: 409 });
  });
});
