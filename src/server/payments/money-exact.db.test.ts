import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import { startFakeStripe, type FakeStripe } from '#test-support/fakes/stripe-api.ts';
import { auditLedger } from '#test-support/load/ledger-audit.ts';
import { couponInput } from '#/lib/api/coupons.ts';
import { formatMoney } from '#/lib/pricing.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { createCoupon } from '#/server/coupons/admin.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { creditNotes, orderLines, orders, royaltyLedger, storeSettings } from '#/server/db/schema.ts';
import { taxOf } from '#/lib/tax.ts';
import { saveTaxProfile } from '#/server/tax/profile.ts';
import { checkoutCart, handlePaidEvent, refundOrder } from '#/server/settlement/index.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import { getOwnOrder } from '#/server/orders/queries.ts';
import { receiptData } from '#/server/orders/receipt.ts';
import { stripeProvider } from './stripe.ts';

/**
 * Every cart shape through Stripe Checkout (the strict loopback fake): what the provider is asked
 * to charge, what it captures, the order total, the receipt, the order page and the royalties agree,
 * and a refund never gives back more than was captured.
 */
const SECRET = 'whsec_money_exact';
let fake: FakeStripe;
let handle: DatabaseHandle;
let actor: Actor;
beforeAll(async () => {
  fake = await startFakeStripe();
  handle = await createTestDb();
  await handle.db.insert(storeSettings).values({ key: 'sellerCountry', value: 'DE' });
  const admin = await insertUser(handle.db, { role: 'admin' });
  actor = { id: admin.id, email: admin.email, role: 'admin' };
});
afterAll(async () => {
  await handle.close();
  await fake.close();
});

const stripe = () => stripeProvider({ secretKey: 'sk_test_money', webhookSecret: SECRET, apiUrl: fake.url });
const payments = () => ({ provider: stripe(), siteUrl: 'http://localhost:4321' });

type Item = { priceType: 'credits' | 'currency' | 'free'; price: number; plan: 'standard' | 'extended'; byArtist: boolean };
type Coupon = { kind: 'percent' | 'fixed'; unit: 'money' | 'credits'; amount: number } | null;

const item = fc.record({
  priceType: fc.constantFrom<Item['priceType']>('credits', 'currency', 'currency', 'free'),
  price: fc.integer({ min: 1, max: 9_000 }),
  plan: fc.constantFrom<Item['plan']>('standard', 'extended'),
  byArtist: fc.boolean(),
});
const coupon: fc.Arbitrary<Coupon> = fc.option(fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), unit: fc.constantFrom<'money' | 'credits'>('money', 'credits'), amount: fc.constantFrom(10, 50, 99, 100) }),
  fc.record({ kind: fc.constant('fixed' as const), unit: fc.constantFrom<'money' | 'credits'>('money', 'credits'), amount: fc.integer({ min: 1, max: 3_000 }) }),
), { nil: null });

/** Where the buyer is (geolocation and billing country agree) and whether they are a business with a VAT number. */
type Place = { country: 'DE' | 'FR' | 'GB' | 'US' | null; business: boolean };
const place = fc.record({ country: fc.constantFrom<Place['country']>(null, 'DE', 'FR', 'GB', 'US'), business: fc.boolean() });
const VAT_NUMBERS = { DE: 'DE123456789', FR: 'FR40303265045', GB: 'GB123456789', US: 'EIN 12-3456789' } as const;

let run = 0;
async function placeCart(items: Item[], offer: Coupon, where: Place = { country: null, business: false }) {
  const n = ++run;
  const artist = await insertUser(handle.db, { role: 'contributor' });
  const buyer = await insertUser(handle.db);
  await giveCredits(handle.db, buyer.id, 100_000);
  if (where.country) {
    const vatNumber = where.business ? VAT_NUMBERS[where.country] : '';
    await saveTaxProfile(handle.db, buyer.id, { companyName: where.business ? 'Studio Ltd' : '', address: '', country: where.country, vatNumber });
  }
  const lines = [];
  for (const it of items) {
    const credits = it.priceType === 'credits' ? Math.max(1, Math.round(it.price / 100)) : it.price;
    const c = await insertCharacter(handle.db, { priceType: it.priceType, priceStandard: credits, priceExtended: credits * 3, artistId: it.byArtist ? artist.id : null });
    lines.push({ characterId: c.id, plan: it.plan });
  }
  const code = offer ? `MX${n}${offer.unit[0]}${offer.kind[0]}`.toUpperCase() : undefined;
  if (offer && code) await createCoupon(handle.db, actor, couponInput.parse({ code, ...offer }));
  return { buyer, request: { idempotencyKey: `money-exact-${n}`, lines, coupon: code } };
}

describe('provider charge = order total, for every cart shape', () => {
  it('charged = captured = order total = receipt = order page = royalty nets; refunded <= captured', async () => {
    await fc.assert(fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 4 }), coupon, place, async (items, offer, where) => {
      const { buyer, request } = await placeCart(items, offer, where);
      const before = await getBalance(handle.db, buyer.id);
      const placed = await checkoutCart(handle.db, { ...payments(), geoCountry: where.country }, buyer.id, request).catch((error: { status?: number }) => error);
      if (!('orderId' in placed)) {
        // Refused (a coupon that does not apply, a card part below the minimum): 4xx, nothing held.
        expect(placed.status).toBeGreaterThanOrEqual(400);
        expect(placed.status).toBeLessThan(500);
        expect(await getBalance(handle.db, buyer.id)).toBe(before);
        return;
      }
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.orderId));
      const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
      const session = fake.sessionFor(placed.orderId);
      // Totals after discount, from the lines as written, plus the tax on that net at the buyer's rate (SELLER in DE).
      const net = lines.reduce((s, l) => s + l.cents, 0) - order!.discountCents;
      const rate = net === 0 ? 0 : where.business && where.country !== 'DE' ? 0 : ({ DE: 1900, FR: 2000, GB: 2000 } as Record<string, number>)[where.country ?? ''] ?? 0;
      expect(order!.taxRateBp).toBe(rate);
      expect(order!.taxCents).toBe(taxOf(net, rate));
      expect(order!.totalCents).toBe(net + order!.taxCents);
      expect(order!.totalCredits).toBe(lines.filter((l) => l.kind === 'character').reduce((s, l) => s + l.credits, 0) - order!.discountCredits);
      expect(lines.reduce((s, l) => s + l.discountCents, 0)).toBe(order!.discountCents);
      if (order!.totalCents === 0) {
        expect(session).toBeUndefined();
      } else {
        expect(session).toMatchObject({ amountTotal: order!.totalCents, currency: 'usd' });
        expect(order!.chargedCents).toBe(order!.totalCents);
        const { payload, signature } = fake.pay(session!, `evt_${placed.orderId}`, SECRET);
        expect(await handlePaidEvent(handle.db, 'stripe', stripe().parseWebhook(payload, signature), stripe())).toEqual({ fulfilled: true });
      }
      const [paid] = await handle.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(paid).toMatchObject({ status: 'paid', capturedCents: order!.totalCents === 0 ? null : order!.totalCents });
      const receipt = await receiptData(handle.db, placed.orderId);
      if (order!.totalCents > 0) expect(receipt!.data.totals.join(' ')).toContain(formatMoney(order!.totalCents));
      expect(await getOwnOrder(handle.db, buyer.id, placed.orderId)).toMatchObject({ totalCents: order!.totalCents, totalCredits: order!.totalCredits });
      // Royalties: a share of what the store received for each line, after the coupon.
      const sales = await handle.db.select().from(royaltyLedger).where(eq(royaltyLedger.orderId, placed.orderId));
      const artistLine = new Set(lines.filter((l) => items.some((it, i) => it.byArtist && request.lines[i]!.characterId === l.characterId)).map((l) => l.id));
      for (const sale of sales) {
        expect(artistLine.has(sale.orderLineId!)).toBe(true);
        expect(sale.cents).toBe(Math.floor((sale.netCents * (sale.percent ?? -1)) / 100));
      }
      const moneyNets = sales.filter((s) => lines.find((l) => l.id === s.orderLineId)?.currency === 'USD').reduce((s, r) => s + r.netCents, 0);
      // Royalties are on the net, never on the tax.
      expect(moneyNets).toBeLessThanOrEqual(net);
      if (lines.every((l) => l.currency !== 'USD' || artistLine.has(l.id))) expect(moneyNets).toBe(net);
      // A full refund gives back exactly what was captured (the fake refuses any more).
      await refundOrder(handle.db, () => stripe(), actor, placed.orderId);
      const captured = [...fake.payments.values()].at(-1);
      if (order!.totalCents > 0) expect(captured).toEqual({ captured: order!.totalCents, refunded: order!.totalCents });
      expect(fake.refused).toEqual([]);
      // The credit note gives back the invoice: its net and its tax.
      const [note] = await handle.db.select().from(creditNotes).where(eq(creditNotes.orderId, placed.orderId));
      expect(note).toMatchObject({ invoiceNumber: paid!.invoiceNumber, netCents: net, taxCents: order!.taxCents });
    }), { numRuns: 25 });
  }, 600_000);

  it('the reported cart: two dollar items, one credit item and a 50 % coupon charge 1214 cents, not 2428', async () => {
    const { buyer, request } = await placeCart([
      { priceType: 'currency', price: 1299, plan: 'standard', byArtist: true },
      { priceType: 'currency', price: 1129, plan: 'standard', byArtist: true },
      { priceType: 'credits', price: 700, plan: 'standard', byArtist: true },
    ], { kind: 'percent', unit: 'money', amount: 50 });
    const placed = await checkoutCart(handle.db, payments(), buyer.id, request);
    expect(placed.totalCents).toBe(1214);
    const session = fake.sessionFor(placed.orderId)!;
    expect(session.amountTotal).toBe(1214);
    // Each dollar line at half its price (one cent of rounding to one of them), the credit line not sent.
    expect(session.lines).toHaveLength(2);
    expect(session.lines.reduce((s, l) => s + l.amount, 0)).toBe(1214);
    expect(session.lines.every((l) => [564, 565, 649, 650].includes(l.amount))).toBe(true);
    const sent = fake.requests.filter((r) => r.path === 'POST /v1/checkout/sessions').at(-1)!;
    expect(sent.form.get('metadata[amountCents]')).toBe('1214');
  });

  it('the ledger audit of the load test finds these books exact (provider charges, captures, refunds, royalties after discounts)', async () => {
    const db = { query: async <T,>(sql: string, params?: unknown[]) => ({ rows: (await handle.sql.query(sql, params)) as T[] }) };
    const ids = (await handle.sql.query<{ id: string }>('SELECT id FROM users')).map((r) => r.id);
    const audit = await auditLedger(db, ids);
    expect(audit.violations).toEqual([]);
    expect(audit.royaltySales).toBeGreaterThan(0);
    // Tax: what the provider captured beyond the net lines is the tax the invoices state.
    expect(audit.taxCollected).toBe(audit.invoiceTax);
    expect(audit.invoiceTax).toBeGreaterThan(0);
  });
});
