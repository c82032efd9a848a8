import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import { auditLedger } from '#test-support/load/ledger-audit.ts';
import { SETTINGS_DEFAULTS } from '#/lib/settings.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { creditLedger, entitlements, orderLines, orders, paymentRefunds } from '#/server/db/schema.ts';
import { checkoutCart, confirmDemoPayment, declineDemoPayment, refundOrder } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import type { PaymentPageRequest as ProviderRequest, PaymentProvider } from '#/server/payments/provider.ts';
import { invoicePdf } from '#/server/orders/invoice.ts';
import { getOwnOrder } from '#/server/orders/queries.ts';
import { saveSettings } from '#/server/settings/settings.ts';
import { createCoupon } from '#/server/coupons/admin.ts';
import { couponInput } from '#/lib/api/coupons.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import { quoteCart } from './quote.ts';

/** A demo provider that also keeps what it was asked to charge, line by line. */
function recording(): PaymentProvider & { asked: ProviderRequest[] } {
  const demo = demoProvider();
  const asked: ProviderRequest[] = [];
  return { ...demo, name: 'demo', asked, startCheckout: (request) => (asked.push(request), demo.startCheckout(request)) };
}

let handle: DatabaseHandle;
let provider: ReturnType<typeof recording>;
beforeEach(async () => {
  handle = await createTestDb();
  provider = recording();
});
afterEach(() => handle.close());

const pay = (userId: string, input: Parameters<typeof checkoutCart>[3]) => checkoutCart(handle.db, { provider, siteUrl: 'http://localhost:4321' }, userId, input);
const ledgerOf = async (orderId: string) => (await handle.db.select().from(creditLedger).where(eq(creditLedger.orderId, orderId))).map((l) => [l.reason, l.delta]).sort();
const audit = { query: async <T,>(sql: string, params?: unknown[]) => ({ rows: await handle.sql.query<T>(sql, params) }) };

/** The invoice's text: PDF streams inflated, as the viewer shows it (hex-encoded strings, upper case). */
function invoiceText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      // not a compressed stream
    }
  }
  return parts.join('\n').toUpperCase();
}
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

async function buyer(credits: number) {
  const user = await insertUser(handle.db);
  if (credits) await giveCredits(handle.db, user.id, credits);
  return user;
}

describe('credit-priced characters paid by card, no pack needed', () => {
  it('a buyer with no credits pays a 7-credit character $7.00 by card in one order, the credits bought and spent in it', async () => {
    const user = await buyer(0);
    const c = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 7 });
    const placed = await pay(user.id, { idempotencyKey: 'card-7', lines: [{ characterId: c.id, plan: 'standard' }] });
    expect(placed).toMatchObject({ status: 'pending', totalCredits: 7, totalCents: 700, balance: 0 });
    const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    expect(lines.map((l) => [l.kind, l.currency, l.credits, l.cents]).sort()).toEqual([['character', 'credits', 7, 0], ['top-up', 'USD', 7, 700]]);
    // The provider charges exactly the order's total, its lines adding up to it.
    const asked = provider.asked.at(-1)!;
    expect(asked.charge.amountCents).toBe(700);
    expect(asked.charge.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(700);
    expect(asked.charge.lines[0]!.title).toBe('Credits for this order: 7 credits at $1.00 each');

    expect(await confirmDemoPayment(handle.db, user.id, placed.orderId)).toEqual({ fulfilled: true });
    expect(await handle.db.select().from(entitlements).where(eq(entitlements.userId, user.id))).toHaveLength(1);
    expect(await getBalance(handle.db, user.id)).toBe(0);
    expect(await ledgerOf(placed.orderId)).toEqual([['credit-top-up', 7], ['credit-top-up-spent', -7]]);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ status: 'paid', totalCredits: 7, topUpCredits: 7, totalCents: 700 });
    expect((await auditLedger(audit, [user.id])).violations).toEqual([]);

    // One invoice: the character in credits, the credits bought in dollars, nothing "paid from credit balance".
    const invoice = invoiceText(await invoicePdf(await getOwnOrder(handle.db, user.id, placed.orderId)));
    for (const text of ['Credits for this order: 7 credits at $1.00 each', '$7.00 USD', 'Credits bought and spent in this order', 'card (demo payment)']) expect(invoice, text).toContain(hex(text));
    expect(invoice).not.toContain(hex('Paid from credit balance'));
  });

  it('a buyer with some credits uses them and buys only the rest; keeping them buys all by card', async () => {
    const user = await buyer(3);
    const c = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 7 });
    const money = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 1999 });
    const lines = [{ characterId: c.id, plan: 'standard' as const }, { characterId: money.id, plan: 'standard' as const }];
    const used = await pay(user.id, { idempotencyKey: 'use', lines });
    expect(used).toMatchObject({ totalCredits: 7, totalCents: 1999 + 400, balance: 0 });
    expect(await declineDemoPayment(handle.db, user.id, used.orderId)).toEqual({ failed: true });
    expect(await getBalance(handle.db, user.id)).toBe(3);
    expect(await ledgerOf(used.orderId)).toEqual([['purchase', -3], ['purchase-release', 3]]);

    const kept = await pay(user.id, { idempotencyKey: 'keep', lines, useCredits: false });
    expect(kept).toMatchObject({ totalCredits: 7, totalCents: 1999 + 700, balance: 3 });
    await confirmDemoPayment(handle.db, user.id, kept.orderId);
    expect(await getBalance(handle.db, user.id)).toBe(3);
    expect(await handle.db.select().from(entitlements).where(eq(entitlements.userId, user.id))).toHaveLength(2);
    expect((await auditLedger(audit, [user.id])).violations).toEqual([]);
  });

  it('a buyer whose credits cover the cart still pays with credits only, at once', async () => {
    const user = await buyer(30);
    const c = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 7 });
    const placed = await pay(user.id, { idempotencyKey: 'credits', lines: [{ characterId: c.id, plan: 'standard' }] });
    expect(placed).toMatchObject({ status: 'paid', totalCredits: 7, totalCents: 0, balance: 23 });
    expect(provider.asked).toHaveLength(0);
  });

  it('buys at the store credit value and shows the balance in the quote', async () => {
    const user = await buyer(2);
    const staff = await insertUser(handle.db, { role: 'admin' });
    await saveSettings(handle.db, { id: staff.id, email: staff.email, role: staff.role }, { ...SETTINGS_DEFAULTS, creditValueCents: 125 });
    const c = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 7 });
    const lines = [{ characterId: c.id, plan: 'standard' as const }];
    expect(await quoteCart(handle.db, lines, { userId: user.id })).toMatchObject({ totalCredits: 7, creditValueCents: 125, balance: 2 });
    expect(await quoteCart(handle.db, lines)).toMatchObject({ balance: null });
    const placed = await pay(user.id, { idempotencyKey: 'value', lines });
    expect(placed).toMatchObject({ totalCents: 5 * 125, balance: 0 });
  });

  it('a refund gives the card its money back and the balance its own credits, not the ones bought', async () => {
    const user = await buyer(3);
    const c = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 7 });
    const placed = await pay(user.id, { idempotencyKey: 'refund', lines: [{ characterId: c.id, plan: 'standard' }] });
    await confirmDemoPayment(handle.db, user.id, placed.orderId);
    const admin = await insertUser(handle.db, { role: 'admin' });
    await refundOrder(handle.db, () => demoProvider(), { id: admin.id, email: admin.email, role: 'admin' }, placed.orderId);
    expect(await getBalance(handle.db, user.id)).toBe(3);
    const [refund] = await handle.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, placed.orderId));
    expect(refund).toMatchObject({ amountCents: 400 });
    expect(await handle.db.select().from(entitlements).where(eq(entitlements.userId, user.id))).toHaveLength(0);
    expect((await auditLedger(audit, [user.id])).violations).toEqual([]);
  });

  it('a credit coupon lowers the credits bought: the card pays what is left after it, and the books balance', async () => {
    const user = await buyer(0);
    const staff = await insertUser(handle.db, { role: 'admin' });
    await createCoupon(handle.db, { id: staff.id, email: staff.email, role: 'admin' }, couponInput.parse({ code: 'TENOFF', kind: 'percent', unit: 'credits', amount: 10 }));
    const c = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 20 });
    const placed = await pay(user.id, { idempotencyKey: 'coupon', lines: [{ characterId: c.id, plan: 'standard' }], coupon: 'TENOFF' });
    expect(placed).toMatchObject({ totalCredits: 18, totalCents: 1800 });
    expect(provider.asked.at(-1)!.charge.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(1800);
    await confirmDemoPayment(handle.db, user.id, placed.orderId);
    expect((await auditLedger(audit, [user.id])).violations).toEqual([]);
  });
});
