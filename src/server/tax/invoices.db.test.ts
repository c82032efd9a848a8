import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import { pdfText } from '#test-support/pdf-text.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { refundOrderLines } from '#/server/admin-orders/refund.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { rows } from '#/server/db/rows.ts';
import { creditNotes, documentCounters, orders, storeSettings } from '#/server/db/schema.ts';
import { REVERSE_CHARGE_TEXT } from '#/lib/tax.ts';
import { invoicePdf } from '#/server/orders/invoice.ts';
import { getOwnOrder } from '#/server/orders/queries.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { checkoutCart, confirmDemoPayment, refundOrder } from '#/server/settlement/index.ts';
import { saveTaxProfile } from './profile.ts';

/**
 * Invoices a business can file, on the database the tests run on (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): tax decided before payment and charged, gapless invoice numbers under
 * concurrent settlements, and credit notes for refunds.
 */
let handle: DatabaseHandle;
let actor: Actor;
const year = new Date().getUTCFullYear();
const demo = (geoCountry: string | null) => ({ provider: demoProvider(), siteUrl: 'http://localhost:4321', geoCountry });
const providers = () => demoProvider();

beforeAll(async () => {
  handle = await createTestDb();
  // The seller is a German business: a German business buyer pays German VAT, other EU businesses reverse charge.
  for (const [key, value] of Object.entries({ sellerCountry: 'DE', sellerLegalName: 'Toonmart GmbH', sellerAddress: 'Hauptstr. 1\n10115 Berlin', sellerVatId: 'DE123456789' })) {
    await handle.db.insert(storeSettings).values({ key, value });
  }
  const admin = await insertUser(handle.db, { role: 'admin' });
  actor = { id: admin.id, email: admin.email, role: 'admin' };
}, 120_000);
afterAll(() => handle.close());

async function moneyCart(prices: number[]) {
  const lines = [];
  for (const cents of prices) lines.push({ characterId: (await insertCharacter(handle.db, { priceType: 'currency', priceStandard: cents })).id, plan: 'standard' as const });
  return lines;
}

const counter = async (kind: string) => (await handle.db.select().from(documentCounters).where(eq(documentCounters.kind, kind)))[0]?.last ?? 0;
const suffix = (n: string | null) => Number(n!.split('-')[2]);

describe('tax decided before payment and charged', () => {
  it('a consumer in Germany pays 19 % on the net, charged and invoiced; the invoice has both parties', async () => {
    const buyer = await insertUser(handle.db, { name: 'Greta Kunde' });
    await saveTaxProfile(handle.db, buyer.id, { companyName: '', address: 'Lindenweg 5, 80331 München', country: 'DE', vatNumber: '' });
    const placed = await checkoutCart(handle.db, demo('DE'), buyer.id, { idempotencyKey: 'de-consumer', lines: await moneyCart([2299]) });
    expect(placed.totalCents).toBe(2299 + 437);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ taxCents: 437, taxRateBp: 1900, taxRule: 'eu-vat', taxCountry: 'DE', chargedCents: 2736, invoiceNumber: null });
    await confirmDemoPayment(handle.db, buyer.id, placed.orderId);
    const paid = await getOwnOrder(handle.db, buyer.id, placed.orderId);
    expect(paid).toMatchObject({ status: 'paid', capturedCents: 2736 });
    expect(paid.invoiceNumber).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    const text = pdfText(await invoicePdf(paid, { legalName: 'Toonmart GmbH', address: 'Hauptstr. 1\n10115 Berlin', country: 'DE', vatId: 'DE123456789', registration: 'HRB 1', email: 'a@b.c' }));
    for (const t of [paid.invoiceNumber!, 'Toonmart GmbH', 'Hauptstr. 1', 'VAT id: DE123456789', 'Greta Kunde', 'Lindenweg 5', 'Germany', 'Net (USD)', '$22.99 USD', 'VAT (19 %)', '$4.37 USD', '$27.36 USD']) expect(text, t).toContain(t);
  });

  it('an EU business outside the seller\'s country: reverse charge, 0 %, the Article 196 text on the invoice', async () => {
    const buyer = await insertUser(handle.db, { name: 'Jean Achat' });
    await saveTaxProfile(handle.db, buyer.id, { companyName: 'Dessins SARL', address: '1 rue de la Paix, 75002 Paris', country: 'FR', vatNumber: 'FR 40 303 265 045' });
    const placed = await checkoutCart(handle.db, demo('FR'), buyer.id, { idempotencyKey: 'fr-business', lines: await moneyCart([5000]) });
    expect(placed.totalCents).toBe(5000);
    await confirmDemoPayment(handle.db, buyer.id, placed.orderId);
    const paid = await getOwnOrder(handle.db, buyer.id, placed.orderId);
    expect(paid).toMatchObject({ taxRule: 'reverse-charge', taxCents: 0, billing: { companyName: 'Dessins SARL', vatNumber: 'FR40303265045', country: 'FR' } });
    const text = pdfText(await invoicePdf(paid));
    for (const t of ['Dessins SARL', 'VAT number: FR40303265045', 'VAT (0 %, reverse charge)', REVERSE_CHARGE_TEXT]) expect(text, t).toContain(t);
  });

  it('contradicting evidence is refused before anything is placed, with the reason', async () => {
    const buyer = await insertUser(handle.db);
    await saveTaxProfile(handle.db, buyer.id, { companyName: '', address: '', country: 'FR', vatNumber: '' });
    const refused = await checkoutCart(handle.db, demo('DE'), buyer.id, { idempotencyKey: 'contradiction', lines: await moneyCart([1000]) }).catch((e: { status: number; message: string }) => e);
    expect(refused).toMatchObject({ status: 409, message: expect.stringMatching(/billing country is France but your connection comes from Germany/) });
    expect(await handle.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
  });

  it('a VAT number in the wrong format for the country is a 400 naming the field', async () => {
    const buyer = await insertUser(handle.db);
    const refused = await saveTaxProfile(handle.db, buyer.id, { companyName: 'X GmbH', address: '', country: 'DE', vatNumber: 'DE12' }).catch((e: { status: number; details: unknown }) => e);
    expect(refused).toMatchObject({ status: 400, details: [{ path: 'vatNumber', message: expect.stringContaining('Germany') }] });
  });
});

describe('gapless invoice numbers', () => {
  it(`are allocated in the paying transaction, one per order, consecutive under concurrent settlements (${testDatabaseKind})`, async () => {
    const before = await counter('INV');
    const placed = [];
    for (let i = 0; i < 12; i++) {
      const buyer = await insertUser(handle.db);
      placed.push({ buyer, order: await checkoutCart(handle.db, demo(null), buyer.id, { idempotencyKey: `race-${i}`, lines: await moneyCart([700 + i]) }) });
    }
    // Every order settled at once, each twice (a replayed confirmation): one number each, none skipped.
    await Promise.all(placed.flatMap(({ buyer, order }) => [confirmDemoPayment(handle.db, buyer.id, order.orderId), confirmDemoPayment(handle.db, buyer.id, order.orderId)]));
    const numbers = [];
    for (const { order } of placed) numbers.push((await handle.db.select({ n: orders.invoiceNumber }).from(orders).where(eq(orders.id, order.orderId)))[0]!.n);
    expect(new Set(numbers).size).toBe(12);
    expect(numbers.map(suffix).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => before + 1 + i));
    expect(await counter('INV')).toBe(before + 12);
  }, 120_000);

  it('a payment that rolls back gives its number back', async () => {
    const buyer = await insertUser(handle.db);
    const placed = await checkoutCart(handle.db, demo(null), buyer.id, { idempotencyKey: 'rollback', lines: await moneyCart([900]) });
    const before = await counter('INV');
    await expect(handle.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, placed.orderId));
      throw new Error('provider said no');
    })).rejects.toThrow('provider said no');
    expect(await counter('INV')).toBe(before);
    await confirmDemoPayment(handle.db, buyer.id, placed.orderId);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(suffix(order!.invoiceNumber)).toBe(before + 1);
  });
});

describe('credit notes', () => {
  it('a line refund and then the rest: CN-YYYY-NNNNNN against the invoice, net and tax apart, adding up to what was charged', async () => {
    const buyer = await insertUser(handle.db);
    await saveTaxProfile(handle.db, buyer.id, { companyName: '', address: '', country: 'DE', vatNumber: '' });
    const lines = await moneyCart([799, 999]);
    const placed = await checkoutCart(handle.db, demo('DE'), buyer.id, { idempotencyKey: 'cn-lines', lines });
    await confirmDemoPayment(handle.db, buyer.id, placed.orderId);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ totalCents: 1798 + 342, taxCents: 342 });
    const detail = await getOwnOrder(handle.db, buyer.id, placed.orderId);
    const first = detail.lines.find((l) => l.cents === 799)!;
    await refundOrderLines(handle.db, providers, actor, placed.orderId, { lineId: first.id, reason: 'Wrong character' });
    await refundOrderLines(handle.db, providers, actor, placed.orderId, { reason: 'The rest too' });
    const notes = await handle.db.select().from(creditNotes).where(eq(creditNotes.orderId, placed.orderId)).orderBy(creditNotes.number);
    expect(notes.map((n) => n.number)).toEqual([expect.stringMatching(new RegExp(`^CN-${year}-\\d{6}$`)), expect.stringMatching(/^CN-/)]);
    expect(suffix(notes[1]!.number)).toBe(suffix(notes[0]!.number) + 1);
    expect(notes[0]).toMatchObject({ invoiceNumber: order!.invoiceNumber, netCents: 799, taxCents: 152, reason: 'Wrong character' });
    expect(notes[1]).toMatchObject({ netCents: 999, taxCents: 190 });
    expect(notes.reduce((s, n) => s + n.netCents + n.taxCents, 0)).toBe(order!.totalCents);
  });

  it('a full refund issues one credit note of the whole net and tax', async () => {
    const buyer = await insertUser(handle.db);
    await saveTaxProfile(handle.db, buyer.id, { companyName: '', address: '', country: 'GB', vatNumber: '' });
    const placed = await checkoutCart(handle.db, demo('GB'), buyer.id, { idempotencyKey: 'cn-full', lines: await moneyCart([1500]) });
    await confirmDemoPayment(handle.db, buyer.id, placed.orderId);
    await refundOrder(handle.db, providers, actor, placed.orderId);
    const notes = await handle.db.select().from(creditNotes).where(eq(creditNotes.orderId, placed.orderId));
    expect(notes).toEqual([expect.objectContaining({ netCents: 1500, taxCents: 300, lines: [expect.objectContaining({ netCents: 1500, taxCents: 300 })] })]);
    const [row] = await rows<{ issued: number }>(handle.db, sql`SELECT COUNT(*)::int AS issued FROM credit_notes`);
    expect(await counter('CN')).toBe(row!.issued);
  });
});
