import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { entitlements, orders } from '#/server/db/schema.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import { fulfilmentRegistry, type FulfilmentHandler } from '#/server/orders/registry.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { checkoutCart } from './checkout.ts';
import { characterLicences, creditPacks, creditTopUps } from './fulfilment.ts';
import { cartWiring } from './place-order.ts';

// Checkout imported on its own, without the payments composition root: nothing registers itself on
// import, so the registry given here is the one that delivers.
const payments = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };
const unused: FulfilmentHandler = { fulfil: async () => { throw new Error('no custom order in these carts'); } };

function wiringWith(character: FulfilmentHandler) {
  return cartWiring(fulfilmentRegistry({ character, pack: creditPacks, 'top-up': creditTopUps, job: unused }));
}

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

describe('checkout with an explicitly built registry', () => {
  it('pays a cart with credits through the handler it was given', async () => {
    const delivered: string[] = [];
    const wiring = wiringWith({ ...characterLicences, fulfil: async (tx, order, lines) => { delivered.push(order.id); await characterLicences.fulfil(tx, order, lines); } });
    const buyer = await insertUser(handle.db);
    await giveCredits(handle.db, buyer.id, 50);
    const c = await insertCharacter(handle.db, { priceStandard: 20 });
    const result = await checkoutCart(handle.db, wiring, payments, buyer.id, { idempotencyKey: 'explicit-1', lines: [{ characterId: c.id, plan: 'standard' }] });
    expect(result).toMatchObject({ status: 'paid', totalCredits: 20, balance: 30, repeated: false });
    expect(delivered).toEqual([result.orderId]);
    expect(await handle.db.select({ plan: entitlements.plan }).from(entitlements).where(eq(entitlements.userId, buyer.id))).toEqual([{ plan: 'standard' }]);
  });

  it('keeps two registries apart: a failing handler rolls its own checkout back and leaves the other one working', async () => {
    const failing = wiringWith({ fulfil: async () => { throw new Error('the licence service is down'); } });
    const working = wiringWith(characterLicences);
    const buyer = await insertUser(handle.db);
    await giveCredits(handle.db, buyer.id, 50);
    const c = await insertCharacter(handle.db, { priceStandard: 20 });
    const lines = [{ characterId: c.id, plan: 'standard' as const }];
    await expect(checkoutCart(handle.db, failing, payments, buyer.id, { idempotencyKey: 'explicit-2', lines })).rejects.toThrow('the licence service is down');
    expect(await getBalance(handle.db, buyer.id)).toBe(50);
    expect(await handle.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
    const result = await checkoutCart(handle.db, working, payments, buyer.id, { idempotencyKey: 'explicit-3', lines });
    expect(result).toMatchObject({ status: 'paid', balance: 30 });
  });
});
