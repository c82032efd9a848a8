import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { creditLedger, entitlements, orders } from '#/server/db/schema.ts';
import { checkoutCart } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';

const payments = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };
const checkoutWithCredits = (db: Parameters<typeof checkoutCart>[0], userId: string, input: Parameters<typeof checkoutCart>[3]) => checkoutCart(db, payments, userId, input);
import { getBalance } from '#/server/orders/ledger.ts';
import { quoteCart } from './quote.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

describe('paying with credits', () => {
  it('charges the database price for both plans and grants both licences', async () => {
    const buyer = await insertUser(handle.db);
    await giveCredits(handle.db, buyer.id, 100);
    const c = await insertCharacter(handle.db, { priceStandard: 10, priceExtended: 30, discountPercent: 10 });
    const result = await checkoutWithCredits(handle.db, buyer.id, {
      idempotencyKey: 'k1',
      lines: [{ characterId: c.id, plan: 'standard' }, { characterId: c.id, plan: 'extended' }],
    });
    expect(result).toMatchObject({ totalCredits: 9 + 27, balance: 64, lines: 2, repeated: false });
    const held = await handle.db.select().from(entitlements).where(eq(entitlements.userId, buyer.id));
    expect(held.map((e) => e.plan).sort()).toEqual(['extended', 'standard']);
  });

  it('spends credits once when the same checkout arrives twice at the same time', async () => {
    const buyer = await insertUser(handle.db);
    await giveCredits(handle.db, buyer.id, 50);
    const c = await insertCharacter(handle.db, { priceStandard: 20 });
    const input = { idempotencyKey: 'double-click', lines: [{ characterId: c.id, plan: 'standard' as const }] };
    const [a, b] = await Promise.all([checkoutWithCredits(handle.db, buyer.id, input), checkoutWithCredits(handle.db, buyer.id, input)]);
    expect(a.orderId).toBe(b.orderId);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(await getBalance(handle.db, buyer.id)).toBe(30);
    expect(await handle.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
    const debits = (await handle.db.select().from(creditLedger).where(eq(creditLedger.userId, buyer.id))).filter((l) => l.delta < 0);
    expect(debits).toHaveLength(1);
  });

  it('never spends twice on what the buyer already owns, even with a new key', async () => {
    const buyer = await insertUser(handle.db);
    await giveCredits(handle.db, buyer.id, 50);
    const c = await insertCharacter(handle.db, { priceStandard: 20 });
    const lines = [{ characterId: c.id, plan: 'standard' as const }];
    const results = await Promise.allSettled([
      checkoutWithCredits(handle.db, buyer.id, { idempotencyKey: 'tab-1', lines }),
      checkoutWithCredits(handle.db, buyer.id, { idempotencyKey: 'tab-2', lines }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await getBalance(handle.db, buyer.id)).toBe(30);
  });

  it('an order the balance cannot pay waits for the card to pay the missing credits, spending none yet', async () => {
    const buyer = await insertUser(handle.db);
    await giveCredits(handle.db, buyer.id, 5);
    const c = await insertCharacter(handle.db, { priceStandard: 20 });
    const placed = await checkoutWithCredits(handle.db, buyer.id, { idempotencyKey: 'k', lines: [{ characterId: c.id, plan: 'standard' }] });
    expect(placed).toMatchObject({ status: 'pending', totalCredits: 20, totalCents: 1500, balance: 0 });
    expect(await handle.db.select().from(entitlements).where(eq(entitlements.userId, buyer.id))).toHaveLength(0);
  });

  it('ignores tampered cart values: prices, unknown ids, drafts, bad plans and duplicates', async () => {
    const c = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 1999, priceExtended: 5999 });
    const draft = await insertCharacter(handle.db, { status: 'draft' });
    const tampered = [
      { characterId: c.id, plan: 'standard', price: 0, credits: 0 },
      { characterId: c.id, plan: 'standard' },
      { characterId: draft.id, plan: 'standard' },
      { characterId: '00000000-0000-4000-8000-000000000000', plan: 'standard' },
      { characterId: "x' OR 1=1 --", plan: 'extended' },
      { characterId: c.id, plan: 'premium' },
    ] as never[];
    const quote = await quoteCart(handle.db, tampered);
    expect(quote.lines).toEqual([expect.objectContaining({ characterId: c.id, plan: 'standard', cents: 1999, credits: 20 })]);
    expect(quote.dropped).toBe(5);
    // A currency-priced line is paid in money: it adds to the USD total, never to the credits.
    expect(quote.totalCents).toBe(1999);
    expect(quote.totalCredits).toBe(0);
  });
});
