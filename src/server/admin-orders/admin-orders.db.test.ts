import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import type { Actor } from '#/server/admin/actor.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { auditLog, coupons, entitlements, orderLineRefunds, orders, paymentRefunds, royaltyLedger } from '#/server/db/schema.ts';
import { checkoutCart, confirmDemoPayment, refundOrder } from '#/server/settlement/index.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import { linesOf } from '#/server/orders/fulfil.ts';
import { orderLabel } from '#/server/orders/present.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import type { PaymentProvider, RefundRequest } from '#/server/payments/provider.ts';
import { createCoupon } from '#/server/coupons/admin.ts';
import { setRoyaltyRate } from '#/server/royalties/rate-admin.ts';
import { couponInput } from '#/lib/api/coupons.ts';
import { parseTableQuery } from '#/lib/table-query.ts';
import { setLineLicence } from './actions.ts';
import { staffOrder } from './detail.ts';
import { listOrders } from './list.ts';
import { refundOrderLines } from './refund.ts';

let handle: DatabaseHandle;
let actor: Actor;
let asked: RefundRequest[];
const providers = (): PaymentProvider => {
  const demo = demoProvider();
  return { ...demo, refund: async (request) => (asked.push(request), demo.refund(request)) };
};
beforeEach(async () => {
  handle = await createTestDb();
  const admin = await insertUser(handle.db, { role: 'admin' });
  actor = { id: admin.id, email: admin.email, role: 'admin' };
  asked = [];
});
afterEach(() => handle.close());

const payments = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };

/** Two money lines by one artist and a credit line, with a 50 % money coupon: $30.00 listed, $15.00 captured. */
async function paidOrder(coupon = true) {
  const artist = await insertUser(handle.db, { role: 'contributor' });
  await setRoyaltyRate(handle.db, actor, { email: artist.email, percent: 50 });
  const buyer = await insertUser(handle.db, { name: 'Ann Buyer' });
  await giveCredits(handle.db, buyer.id, 20);
  const bolt = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 1000, title: 'Bolt the Robot', artistId: artist.id });
  const comet = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 2000, title: 'Captain Comet', artistId: artist.id });
  const pip = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 8, title: 'Pip the Mouse' });
  if (coupon) await createCoupon(handle.db, actor, couponInput.parse({ code: 'HALF', kind: 'percent', unit: 'money', amount: 50 }));
  const lines = [bolt, comet, pip].map((c) => ({ characterId: c.id, plan: 'standard' as const }));
  const { orderId } = await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'staff-order', lines, ...(coupon ? { coupon: 'HALF' } : {}) });
  await confirmDemoPayment(handle.db, buyer.id, orderId);
  const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
  const byTitle = Object.fromEntries((await linesOf(handle.db, orderId)).map((l) => [l.title, l]));
  return { buyer, artist, order: order!, byTitle, bolt };
}

const licences = async (userId: string) => (await handle.db.select().from(entitlements).where(eq(entitlements.userId, userId))).length;

describe('staff find orders', () => {
  it('by the number printed on receipts, with or without prefix and zeros, by email, character and payment reference', async () => {
    const { order, buyer } = await paidOrder(false);
    await handle.db.update(orders).set({ providerPayment: 'pi_3Abc' }).where(eq(orders.id, order.id));
    const find = async (q: string) => (await listOrders(handle.db, parseTableQuery(new URLSearchParams({ q })))).rows.map((r) => r.id);
    for (const q of [orderLabel(order.number), `tm-${order.number}`, String(order.number), `00${order.number}`, buyer.email.toUpperCase(), 'captain com', 'pi_3abc']) {
      expect(await find(q), q).toEqual([order.id]);
    }
    expect(await find(`TM-${String(order.number + 1).padStart(6, '0')}`)).toEqual([]);
    expect((await staffOrder(handle.db, orderLabel(order.number)))?.order.id).toBe(order.id);
    expect(await staffOrder(handle.db, 'TM-999999')).toBeNull();
    expect(await staffOrder(handle.db, 'not-a-number')).toBeNull();
  });
});

describe('staff refund an order line by line', () => {
  it('refunds one line: its licence and royalty go, its share of the money after the coupon goes back, the rest stays', async () => {
    const { buyer, artist, order, byTitle } = await paidOrder();
    expect(order.totalCents).toBe(1500);
    expect(await licences(buyer.id)).toBe(3);
    const outcome = await refundOrderLines(handle.db, providers, actor, order.id, { lineId: byTitle['Bolt the Robot']!.id, reason: 'Wrong character bought' });
    expect(outcome).toMatchObject({ lines: 1, cents: 500, credits: 0, orderRefunded: false });
    expect(asked).toEqual([expect.objectContaining({ orderId: order.id, cents: 500 })]);
    expect(await licences(buyer.id)).toBe(2);
    const royalties = await handle.db.select().from(royaltyLedger).where(and(eq(royaltyLedger.artistId, artist.id), eq(royaltyLedger.orderLineId, byTitle['Bolt the Robot']!.id)));
    expect(royalties.map((r) => r.kind).sort()).toEqual(['refund', 'sale']);
    expect(royalties.reduce((s, r) => s + r.cents, 0)).toBe(0);
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'refund_order_line'));
    expect(audit?.summary).toContain('Wrong character bought');
    const detail = await staffOrder(handle.db, String(order.number));
    expect(detail?.order.status).toBe('paid');
    expect(detail?.refunded).toEqual({ cents: 500, credits: 0 });
    await expect(refundOrderLines(handle.db, providers, actor, order.id, { lineId: byTitle['Bolt the Robot']!.id, reason: 'again please' })).rejects.toMatchObject({ status: 409 });
    // The older whole-order path would give back the full amount again.
    await expect(refundOrder(handle.db, providers, actor, order.id)).rejects.toMatchObject({ status: 409 });
  });

  it('refunds the rest as a whole: refunded equals captured, credits come back, the order and its coupon use are released', async () => {
    const { buyer, order, byTitle } = await paidOrder();
    await refundOrderLines(handle.db, providers, actor, order.id, { lineId: byTitle['Captain Comet']!.id, reason: 'Duplicate purchase' });
    expect(await getBalance(handle.db, buyer.id)).toBe(12);
    const rest = await refundOrderLines(handle.db, providers, actor, order.id, { reason: 'Customer asked for all' });
    expect(rest).toMatchObject({ lines: 2, cents: 500, credits: 8, orderRefunded: true });
    expect(asked.map((r) => r.cents)).toEqual([1000, 500]);
    expect(new Set(asked.map((r) => r.key)).size).toBe(2);
    const refunds = await handle.db.select().from(orderLineRefunds).where(eq(orderLineRefunds.orderId, order.id));
    expect(refunds.reduce((s, r) => s + r.cents, 0)).toBe(order.totalCents);
    expect(await getBalance(handle.db, buyer.id)).toBe(20);
    expect(await licences(buyer.id)).toBe(0);
    expect((await handle.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('refunded');
    expect((await handle.db.select().from(coupons).where(eq(coupons.code, 'HALF')))[0]?.used).toBe(0);
    await expect(refundOrderLines(handle.db, providers, actor, order.id, { reason: 'one more time' })).rejects.toMatchObject({ status: 409 });
    const entries = await handle.db.select().from(royaltyLedger).where(eq(royaltyLedger.orderId, order.id));
    expect(entries.reduce((s, r) => s + r.cents, 0)).toBe(0);
  });

  it('never refunds more than was captured, and refuses lines of other orders', async () => {
    const { order, byTitle } = await paidOrder();
    await handle.db.update(orders).set({ totalCents: 400 }).where(eq(orders.id, order.id));
    await refundOrderLines(handle.db, providers, actor, order.id, { lineId: byTitle['Captain Comet']!.id, reason: 'first of two' });
    // Money already given back another way (a provider refund recorded for the order) counts against what was captured.
    await handle.db.insert(paymentRefunds).values({ orderId: order.id, provider: 'demo', amountCents: 100, status: 'succeeded' });
    await expect(refundOrderLines(handle.db, providers, actor, order.id, { lineId: byTitle['Bolt the Robot']!.id, reason: 'second of two' })).rejects.toMatchObject({ status: 409 });
    expect(asked.map((r) => r.cents)).toEqual([267]);
    await handle.db.delete(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    await expect(refundOrderLines(handle.db, providers, actor, order.id, { lineId: byTitle['Bolt the Robot']!.id, reason: 'second of two' })).resolves.toMatchObject({ cents: 133 });
    const other = await paidOrder(false);
    await expect(refundOrderLines(handle.db, providers, actor, order.id, { lineId: other.byTitle['Pip the Mouse']!.id, reason: 'wrong order' })).rejects.toMatchObject({ status: 404 });
    await expect(refundOrderLines(handle.db, providers, actor, 'nope', { reason: 'not an id' })).rejects.toMatchObject({ status: 404 });
  });

  it('grants and revokes a line licence with a reason, audited', async () => {
    const { buyer, order, byTitle } = await paidOrder(false);
    const line = byTitle['Pip the Mouse']!;
    await setLineLicence(handle.db, actor, order.id, { lineId: line.id, action: 'revoke', reason: 'Chargeback opened' });
    expect(await licences(buyer.id)).toBe(2);
    await expect(setLineLicence(handle.db, actor, order.id, { lineId: line.id, action: 'revoke', reason: 'Chargeback opened' })).rejects.toMatchObject({ status: 409 });
    await setLineLicence(handle.db, actor, order.id, { lineId: line.id, action: 'grant', reason: 'Chargeback withdrawn' });
    expect(await licences(buyer.id)).toBe(3);
    const actions = (await handle.db.select().from(auditLog).where(eq(auditLog.entityId, order.id))).map((a) => a.action);
    expect(actions).toEqual(['revoke_licence', 'grant_licence']);
    const detail = await staffOrder(handle.db, orderLabel(order.number));
    expect(detail?.timeline.map((e) => e.text)).toEqual(expect.arrayContaining([expect.stringContaining('Chargeback withdrawn')]));
  });
});
