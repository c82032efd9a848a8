import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import { migrate } from '#/server/db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '#/server/db/open.ts';
import { creditLedger, entitlements, orders, royaltyLedger } from '#/server/db/schema.ts';
import { checkoutCart, confirmDemoPayment, declineDemoPayment, handlePaidEvent, paymentWiring } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { getBalance } from '#/server/orders/ledger.ts';

const payments = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };

// The server's own set-up: PGlite on its thread, which runs the payment transactions whole.
describe('checkout and payment on the embedded database’s own thread', () => {
  let dir: string;
  let handle: DatabaseHandle;
  const ranHere = vi.spyOn(paymentWiring.placeOrder, 'run');
  const completedHere = vi.spyOn(paymentWiring.completeOrder, 'run');
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thread-transactions-'));
    handle = await openDatabase({ pgliteDir: path.join(dir, 'db'), transactionsModule: '#/server/settlement/thread-transactions.ts' });
    await migrate(handle.sql);
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const buyerWith = async (credits: number) => {
    const buyer = await insertUser(handle.db);
    await giveCredits(handle.db, buyer.id, credits);
    return buyer;
  };

  it('pays an artist’s character with credits there: licence, ledger and royalty written, nothing run on this thread', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    const c = await insertCharacter(handle.db, { priceStandard: 20, artistId: artist.id });
    const buyer = await buyerWith(50);
    const result = await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'thread-1', lines: [{ characterId: c.id, plan: 'standard' }] });
    expect(result).toMatchObject({ status: 'paid', totalCredits: 20, balance: 30, lines: 1, repeated: false, location: `/checkout/complete/${result.orderId}` });
    expect(await handle.db.select({ plan: entitlements.plan }).from(entitlements).where(eq(entitlements.userId, buyer.id))).toEqual([{ plan: 'standard' }]);
    expect(await getBalance(handle.db, buyer.id)).toBe(30);
    const royalties = await handle.db.select().from(royaltyLedger).where(eq(royaltyLedger.orderId, result.orderId));
    expect(royalties).toEqual([expect.objectContaining({ artistId: artist.id, kind: 'sale', characterId: c.id })]);
    expect(ranHere).not.toHaveBeenCalled();
  });

  it('answers the same key twice at once with one order and one debit', async () => {
    const c = await insertCharacter(handle.db, { priceStandard: 20 });
    const buyer = await buyerWith(50);
    const input = { idempotencyKey: 'thread-double', lines: [{ characterId: c.id, plan: 'standard' as const }] };
    const [a, b] = await Promise.all([checkoutCart(handle.db, payments, buyer.id, input), checkoutCart(handle.db, payments, buyer.id, input)]);
    expect(a.orderId).toBe(b.orderId);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    const debits = (await handle.db.select().from(creditLedger).where(eq(creditLedger.userId, buyer.id))).filter((l) => l.delta < 0);
    expect(debits).toHaveLength(1);
  });

  it('a balance too low leaves the order pending for the card, holding only what the balance has', async () => {
    const c = await insertCharacter(handle.db, { priceStandard: 20 });
    const buyer = await buyerWith(5);
    const result = await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'thread-poor', lines: [{ characterId: c.id, plan: 'standard' }] });
    expect(result).toMatchObject({ status: 'pending', totalCredits: 20, totalCents: 1500, balance: 0 });
    expect(await getBalance(handle.db, buyer.id)).toBe(0);
  });

  it('leaves a dollar-priced cart pending and sends the buyer to the payment page', async () => {
    const c = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 1999 });
    const buyer = await buyerWith(0);
    const result = await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'thread-card', lines: [{ characterId: c.id, plan: 'standard' }] });
    expect(result).toMatchObject({ status: 'pending', totalCents: 1999, totalCredits: 0, repeated: false });
    expect(result.location).toContain(result.orderId);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({ status: 'pending', provider: 'demo', paymentUrl: result.location });
  });

  it('confirms a card payment once, and declines another with its held credits given back', async () => {
    const card = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 1500 });
    const credit = await insertCharacter(handle.db, { priceStandard: 10 });
    const buyer = await buyerWith(30);
    const lines = [{ characterId: card.id, plan: 'standard' as const }, { characterId: credit.id, plan: 'standard' as const }];
    const paid = await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'thread-confirm', lines });
    expect(await confirmDemoPayment(handle.db, buyer.id, paid.orderId)).toEqual({ fulfilled: true });
    expect(await confirmDemoPayment(handle.db, buyer.id, paid.orderId)).toEqual({ fulfilled: false });
    expect((await handle.db.select({ id: entitlements.characterId }).from(entitlements).where(eq(entitlements.userId, buyer.id))).map((e) => e.id).sort()).toEqual([card.id, credit.id].sort());
    expect(completedHere).not.toHaveBeenCalled();

    const other = await buyerWith(30);
    const declined = await checkoutCart(handle.db, payments, other.id, { idempotencyKey: 'thread-decline', lines });
    expect(await getBalance(handle.db, other.id)).toBe(20);
    expect(await declineDemoPayment(handle.db, other.id, declined.orderId)).toEqual({ failed: true });
    expect(await getBalance(handle.db, other.id)).toBe(30);
    expect(await handle.db.select({ status: orders.status }).from(orders).where(eq(orders.id, declined.orderId))).toEqual([{ status: 'failed' }]);
  });

  it('applies a payment event once: its replay changes nothing', async () => {
    const c = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 900 });
    const buyer = await buyerWith(0);
    const pending = await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: 'thread-event', lines: [{ characterId: c.id, plan: 'standard' }] });
    const event = { eventId: 'evt_thread_1', orderId: pending.orderId, payment: 'pay_1', outcome: 'paid' as const, session: `demo_${pending.orderId}`, amountCents: 900, currency: 'usd' };
    expect(await handlePaidEvent(handle.db, 'demo', event)).toEqual({ fulfilled: true });
    expect(await handlePaidEvent(handle.db, 'demo', event)).toEqual({ fulfilled: false });
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, pending.orderId));
    expect(order).toMatchObject({ status: 'paid', providerPayment: 'pay_1' });
  });
});
