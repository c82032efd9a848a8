import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { quoteCart } from '#/server/commerce/quote.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { couponRedemptions, coupons, orders } from '#/server/db/schema.ts';
import { checkoutCart, declineDemoPayment, refundOrder } from '#/server/settlement/index.ts';
import { invoicePdf } from '#/server/orders/invoice.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import { getOwnOrder } from '#/server/orders/queries.ts';
import { receiptData } from '#/server/orders/receipt.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { couponInput, type CouponInput } from '#/lib/api/coupons.ts';
import { createCoupon } from './admin.ts';

let handle: DatabaseHandle;
let actor: Actor;
beforeEach(async () => {
  handle = await createTestDb();
  const admin = await insertUser(handle.db, { role: 'admin' });
  actor = { id: admin.id, email: admin.email, role: 'admin' };
});
afterEach(() => handle.close());

const payments = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };
const coupon = (values: Partial<CouponInput> & Pick<CouponInput, 'code'>) =>
  createCoupon(handle.db, actor, couponInput.parse({ kind: 'percent', unit: 'credits', amount: 10, ...values }));
const line = (characterId: string) => ({ characterId, plan: 'standard' as const });

/** The invoice's page text: pdf-lib writes each string as hex inside (compressed) content streams. */
function invoiceHas(pdf: Uint8Array, text: string): boolean {
  const raw = Buffer.from(pdf).toString('latin1');
  const parts = [raw];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      // not a compressed stream
    }
  }
  return parts.join('\n').toUpperCase().includes(Buffer.from(text, 'latin1').toString('hex').toUpperCase());
}

async function shopper(credits = 100) {
  const user = await insertUser(handle.db);
  await giveCredits(handle.db, user.id, credits);
  return user;
}

describe('coupon rules', () => {
  it('takes a percent off the credit part, rounded down, and a fixed amount never below zero', async () => {
    const c = await insertCharacter(handle.db, { priceStandard: 25 });
    await coupon({ code: 'TENOFF', amount: 10 });
    await coupon({ code: 'BIG', kind: 'fixed', amount: 500 });
    const q = await quoteCart(handle.db, [line(c.id)], { coupon: ' tenoff ' });
    expect(q).toMatchObject({ subtotalCredits: 25, discountCredits: 2, totalCredits: 23, coupon: { code: 'TENOFF' }, couponError: null });
    expect(await quoteCart(handle.db, [line(c.id)], { coupon: 'BIG' })).toMatchObject({ discountCredits: 25, totalCredits: 0 });
  });

  it('answers clear messages: unknown, not started, expired, minimum not met, not applicable', async () => {
    const c = await insertCharacter(handle.db, { priceStandard: 10 });
    const other = await insertCharacter(handle.db, { priceStandard: 10 });
    const day = 24 * 3600 * 1000;
    await coupon({ code: 'LATER', startsAt: new Date(Date.now() + day) });
    await coupon({ code: 'OLD', endsAt: new Date(Date.now() - day), startsAt: new Date(Date.now() - 2 * day) });
    await coupon({ code: 'MIN50', minTotal: 50 });
    await coupon({ code: 'ONLYOTHER', characterIds: [other.id] });
    await coupon({ code: 'DOLLARS', unit: 'money' });
    const error = async (code: string) => (await quoteCart(handle.db, [line(c.id)], { coupon: code })).couponError;
    expect(await error('NOPE')).toMatch(/There is no coupon with the code "NOPE"/);
    expect(await error('LATER')).toMatch(/can be used from/);
    expect(await error('OLD')).toMatch(/expired on/);
    expect(await error('MIN50')).toMatch(/at least 50 credits; yours comes to 10 credits/);
    expect(await error('ONLYOTHER')).toMatch(/does not apply to anything in your cart/);
    expect(await error('DOLLARS')).toMatch(/at least|does not apply/);
    expect((await quoteCart(handle.db, [line(c.id)], { coupon: 'OLD' })).totalCredits).toBe(10);
  });

  it('restricted to an artist: only that artist’s characters are discounted, the cart says for whom, the admin may only name contributors', async () => {
    const ada = await insertUser(handle.db, { role: 'contributor', name: 'Ada Inkwell' });
    const bob = await insertUser(handle.db, { role: 'contributor', name: 'Bob Brush' });
    const byAda = await insertCharacter(handle.db, { priceStandard: 20, artistId: ada.id });
    const ownedByAda = await insertCharacter(handle.db, { priceStandard: 10, ownerId: ada.id });
    const byBob = await insertCharacter(handle.db, { priceStandard: 40, artistId: bob.id, ownerId: ada.id });
    await coupon({ code: 'ADA50', amount: 50, artistIds: [ada.id] });
    const q = await quoteCart(handle.db, [line(byAda.id), line(ownedByAda.id), line(byBob.id)], { coupon: 'ADA50' });
    expect(q).toMatchObject({ subtotalCredits: 70, discountCredits: 15, totalCredits: 55, coupon: { summary: '50 % off items paid with credits by Ada Inkwell: 15 credits off this cart' } });
    expect(q.lines[0]).not.toHaveProperty('artistId');
    expect((await quoteCart(handle.db, [line(byBob.id)], { coupon: 'ADA50' })).couponError).toBe('The coupon ADA50 does not apply to anything in your cart: it is only for items by Ada Inkwell.');
    const buyer = await shopper(100);
    const paid = await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'ada1', lines: [line(byAda.id), line(byBob.id)], coupon: 'ADA50' });
    expect(paid).toMatchObject({ status: 'paid', totalCredits: 50 });
    await expect(coupon({ code: 'NOTANARTIST', artistIds: [buyer.id] })).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a code already taken and a percent over 100', async () => {
    await coupon({ code: 'SAME' });
    await expect(coupon({ code: 'same' })).rejects.toMatchObject({ status: 409 });
    expect(couponInput.safeParse({ code: 'X100', kind: 'percent', unit: 'money', amount: 150 }).success).toBe(false);
  });
});

describe('redeeming a coupon', () => {
  it('charges the discounted total and records the discount on the order and its receipt', async () => {
    const c = await insertCharacter(handle.db, { priceStandard: 20 });
    await coupon({ code: 'QUARTER', amount: 25 });
    const buyer = await shopper(100);
    const result = await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'q1', lines: [line(c.id)], coupon: 'quarter' });
    expect(result).toMatchObject({ status: 'paid', totalCredits: 15, balance: 85 });
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({ couponCode: 'QUARTER', discountCredits: 5, totalCredits: 15 });
    expect((await receiptData(handle.db, result.orderId))?.data.discount).toBe('Coupon QUARTER: −5 credits');
    const pdf = await invoicePdf(await getOwnOrder(handle.db, buyer.id, result.orderId));
    expect(invoiceHas(pdf, 'Credit discount (coupon QUARTER)')).toBe(true);
    expect(invoiceHas(pdf, '-5 credits')).toBe(true);
  });

  it('gives the last use to one of two shoppers racing for it; the other is refused with a clear message', async () => {
    const c = await insertCharacter(handle.db, { priceStandard: 10 });
    await coupon({ code: 'LASTONE', maxUses: 1 });
    const [a, b] = [await shopper(), await shopper()];
    const results = await Promise.allSettled([a, b].map((u) => checkoutCart(handle.db, payments, u.id, { idempotencyKey: `race-${u.id}`, lines: [line(c.id)], coupon: 'LASTONE' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: expect.stringMatching(/LASTONE has been used as many times as it allows/) });
    const [row] = await handle.db.select().from(coupons).where(eq(coupons.code, 'LASTONE'));
    expect(row?.used).toBe(1);
    expect(await handle.db.select().from(couponRedemptions)).toHaveLength(1);
  });

  it('keeps to the per-customer limit', async () => {
    const c = await insertCharacter(handle.db, { priceStandard: 10 });
    const d = await insertCharacter(handle.db, { priceStandard: 10 });
    await coupon({ code: 'ONCEEACH', perCustomer: 1 });
    const buyer = await shopper();
    await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'p1', lines: [line(c.id)], coupon: 'ONCEEACH' });
    expect((await quoteCart(handle.db, [line(d.id)], { coupon: 'ONCEEACH', userId: buyer.id })).couponError).toMatch(/already used the coupon ONCEEACH/);
    await expect(checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'p2', lines: [line(d.id)], coupon: 'ONCEEACH' })).rejects.toMatchObject({ status: 409 });
  });

  it('gives the use back when the order is refunded or its payment fails', async () => {
    const credit = await insertCharacter(handle.db, { priceStandard: 20 });
    const money = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 2000 });
    await coupon({ code: 'BACK', maxUses: 1 });
    await coupon({ code: 'CARD', unit: 'money', kind: 'fixed', amount: 500, maxUses: 1 });
    const buyer = await shopper(100);
    const paid = await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'r1', lines: [line(credit.id)], coupon: 'BACK' });
    expect(await getBalance(handle.db, buyer.id)).toBe(82);
    await refundOrder(handle.db, () => demoProvider(), actor, paid.orderId);
    expect(await getBalance(handle.db, buyer.id)).toBe(100);
    const used = async (code: string) => (await handle.db.select().from(coupons).where(eq(coupons.code, code)))[0]?.used;
    expect(await used('BACK')).toBe(0);
    expect((await handle.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, paid.orderId)))[0]?.reversedAt).toBeInstanceOf(Date);
    const pending = await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'r2', lines: [line(money.id)], coupon: 'CARD' });
    expect(pending).toMatchObject({ status: 'pending', totalCents: 1500 });
    expect(await used('CARD')).toBe(1);
    await declineDemoPayment(handle.db, buyer.id, pending.orderId);
    expect(await used('CARD')).toBe(0);
  });
});
