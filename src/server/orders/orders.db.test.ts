import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import type { Actor } from '#/server/admin/actor.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { entitlements, paymentRefunds } from '#/server/db/schema.ts';
import { checkoutCart, confirmDemoPayment, refundOrder } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { invoicePdf } from './invoice.ts';
import { byTitle, linesOf } from './fulfil.ts';
import { getBalance } from './ledger.ts';
import { creditHistory, getOwnOrder, listOwnOrders } from './queries.ts';

let handle: DatabaseHandle;
beforeEach(async () => void (handle = await createTestDb()));
afterEach(() => handle.close());

const demo = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };
const providers = () => demoProvider();

async function paidMixedOrder() {
  const buyer = await insertUser(handle.db, { name: 'Ann Buyer' });
  await giveCredits(handle.db, buyer.id, 20);
  const credit = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 8, title: 'Pip the Robot' });
  const money = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 2299, title: 'Captain Comet' });
  const lines = [{ characterId: credit.id, plan: 'standard' as const }, { characterId: money.id, plan: 'standard' as const }];
  const { orderId } = await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: 'paid-mixed', lines });
  await confirmDemoPayment(handle.db, buyer.id, orderId);
  return { buyer, orderId };
}

const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

/** The page content of a PDF as text: every stream inflated when it is compressed. */
function pdfContent(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      // not a compressed stream
    }
  }
  return parts.join('\n').toUpperCase();
}

describe('order lines', () => {
  it('are listed in one order whether read back or just written, whatever the collation', async () => {
    const buyer = await insertUser(handle.db);
    await giveCredits(handle.db, buyer.id, 40);
    const titles = ['apple pie', 'Zed', 'Éclair', 'Banana'];
    const characters = await Promise.all(titles.map((title) => insertCharacter(handle.db, { priceType: 'credits', priceStandard: 5, title })));
    const lines = characters.map((c) => ({ characterId: c.id, plan: 'standard' as const }));
    const { orderId } = await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: 'titles', lines });
    const read = await linesOf(handle.db, orderId);
    expect(read.map((l) => l.title)).toEqual(['Banana', 'Zed', 'apple pie', 'Éclair']);
    expect(byTitle([...read].reverse()).map((l) => l.title)).toEqual(read.map((l) => l.title));
    expect((await getOwnOrder(handle.db, buyer.id, orderId)).lines.map((l) => l.title)).toEqual(read.map((l) => l.title));
  });
});

describe('orders, invoices and credit history', () => {
  it('shows a buyer their own orders only (another account gets 404)', async () => {
    const { buyer, orderId } = await paidMixedOrder();
    const other = await insertUser(handle.db);
    expect((await listOwnOrders(handle.db, buyer.id)).map((o) => o.id)).toEqual([orderId]);
    expect(await listOwnOrders(handle.db, other.id)).toEqual([]);
    await expect(getOwnOrder(handle.db, other.id, orderId)).rejects.toMatchObject({ status: 404 });
    await expect(getOwnOrder(handle.db, buyer.id, 'not-an-id')).rejects.toMatchObject({ status: 404 });
    const order = await getOwnOrder(handle.db, buyer.id, orderId);
    expect(order.lines.map((l) => [l.title, l.currency, Boolean(l.entitlementId)])).toEqual([['Captain Comet', 'USD', true], ['Pip the Robot', 'credits', true]]);
  });

  it('renders an invoice PDF with seller, buyer, its INV-YYYY-NNNNNN number, lines and the tax line (none here)', async () => {
    const { buyer, orderId } = await paidMixedOrder();
    const order = await getOwnOrder(handle.db, buyer.id, orderId);
    const pdf = Buffer.from(await invoicePdf(order));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const body = pdfContent(pdf);
    expect(order.invoiceNumber).toMatch(new RegExp(`^INV-${new Date().getUTCFullYear()}-\\d{6}$`));
    for (const text of ['Toonmart', 'Ann Buyer', order.invoiceNumber!, 'Captain Comet', '$22.99 USD', 'No VAT', '8 credits']) {
      expect(body, text).toContain(hex(text));
    }
  });

  it('an admin refund takes the licences back, returns the credits through the ledger and refunds the money once', async () => {
    const { buyer, orderId } = await paidMixedOrder();
    const admin = await insertUser(handle.db, { role: 'admin' });
    const actor: Actor = { id: admin.id, email: admin.email, role: 'admin' };
    expect(await refundOrder(handle.db, providers, actor, orderId)).toMatchObject({ refunded: true });
    expect(await refundOrder(handle.db, providers, actor, orderId)).toMatchObject({ refunded: false });
    expect(await handle.db.select().from(entitlements).where(eq(entitlements.userId, buyer.id))).toEqual([]);
    expect(await getBalance(handle.db, buyer.id)).toBe(20);
    expect(await handle.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId))).toHaveLength(1);
    const history = await creditHistory(handle.db, buyer.id);
    expect(history.map((e) => [e.reason, e.delta, e.balanceAfter])).toEqual([['refund', 8, 20], ['purchase', -8, 12], ['test-grant', 20, 20]]);
  });
});
