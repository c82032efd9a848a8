import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import { auditLedger, type AuditDb } from '#test-support/load/ledger-audit.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { characters, payouts, royaltyLedger } from '#/server/db/schema.ts';
import { checkoutCart, confirmDemoPayment, refundOrder } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';

/** The load test's audit must see a broken royalty ledger, not only pass a correct one. */
const demo = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };
let handle: DatabaseHandle;
let audit: AuditDb;
beforeEach(async () => {
  handle = await createTestDb();
  audit = { query: async <T,>(sql: string, params?: unknown[]) => ({ rows: await handle.sql.query<T>(sql, params) }) };
});
afterEach(() => handle.close());

async function buy(artistId: string | null, price = 1999) {
  const buyer = await insertUser(handle.db);
  await giveCredits(handle.db, buyer.id, 50);
  const character = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: price, artistId });
  const { orderId } = await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: `k-${character.id}`, lines: [{ characterId: character.id, plan: 'standard' }] });
  await confirmDemoPayment(handle.db, buyer.id, orderId);
  return { buyer, character, orderId };
}

const problems = async (ids: string[]) => (await auditLedger(audit, ids)).violations;

describe('royalty audit', () => {
  it('passes a ledger the store wrote: sales, a refund and its reversal', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    const a = await buy(artist.id);
    const b = await buy(artist.id, 1000);
    const admin = await insertUser(handle.db, { role: 'admin' });
    await refundOrder(handle.db, () => demoProvider(), { id: admin.id, email: admin.email, role: 'admin' }, b.orderId);
    const result = await auditLedger(audit, [a.buyer.id, b.buyer.id]);
    expect(result.violations).toEqual([]);
    expect(result.royaltySales).toBe(2);
  });

  it('reports a paid line with no royalty and one with a wrong amount', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    const missing = await buy(null);
    const wrong = await buy(null);
    // The characters became the artist's after the sales, so the store wrote no royalty: one is forged too small.
    await handle.db.update(characters).set({ artistId: artist.id }).where(eq(characters.id, missing.character.id));
    await handle.db.update(characters).set({ artistId: artist.id }).where(eq(characters.id, wrong.character.id));
    const [line] = await handle.sql.query<{ id: string }>('SELECT id FROM order_lines WHERE order_id = $1', [wrong.orderId]);
    await handle.db.insert(royaltyLedger).values({ artistId: artist.id, kind: 'sale', cents: 1, netCents: 1999, percent: 50, orderId: wrong.orderId, orderLineId: line!.id, characterId: wrong.character.id });
    const found = await problems([missing.buyer.id, wrong.buyer.id]);
    expect(found).toHaveLength(2);
    expect(found.every((p) => p.startsWith("paid line of an artist's character without exactly one royalty"))).toBe(true);
    expect(found.some((p) => p.includes('"due":999') && p.includes('"cents":1'))).toBe(true);
  });

  it('reports a reversal of an order that was not refunded', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    const sold = await buy(artist.id);
    await handle.db.insert(royaltyLedger).values({ artistId: artist.id, kind: 'refund', cents: -999, orderId: sold.orderId, characterId: sold.character.id });
    expect((await problems([sold.buyer.id])).map((p) => p.split(':')[0])).toEqual(['royalty reversed on a line that was not refunded']);
  });

  it('reports a payout beyond the available balance and a debit with no payout behind it', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    const sold = await buy(artist.id);
    // The share (999 cents) is still on hold: nothing was available for this payout.
    const [payout] = await handle.db.insert(payouts).values({ artistId: artist.id, cents: 5000 }).returning();
    await handle.db.insert(royaltyLedger).values({ artistId: artist.id, kind: 'payout', cents: -5000, payoutId: payout!.id });
    expect((await problems([sold.buyer.id])).map((p) => p.split(':')[0])).toEqual(['payout larger than the balance available when it was asked for']);
    await handle.db.insert(royaltyLedger).values({ artistId: artist.id, kind: 'payout', cents: -700, title: 'stray debit' });
    expect((await problems([sold.buyer.id])).map((p) => p.split(':')[0])).toEqual([
      'artist balance differs from the sum of the ledger',
      'payout larger than the balance available when it was asked for',
      'payout larger than the balance available when it was asked for',
    ]);
  });
});
