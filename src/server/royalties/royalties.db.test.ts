import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import { startFakeStripe, type FakeStripe } from '#test-support/fakes/stripe-api.ts';
import type { Actor } from '#/server/admin/actor.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { artistAccounts, customJobs, payouts, royaltyLedger, royaltyRates, tasks } from '#/server/db/schema.ts';
import { checkoutCart, confirmDemoPayment, refundOrder } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { balanceOf, earningsByCharacter } from './balance.ts';
import { recordJobShare } from './ledger.ts';
import { openDetails, savePayoutDetails } from './details.ts';
import { approvePayout, rejectPayout } from '#/server/payouts/decisions.ts';
import { requestPayout } from './payouts.ts';
import { demoPayouts, stripePayouts } from './payout-providers.ts';
import { setRoyaltyRate } from './rate-admin.ts';

const KEY = 'test-payout-key';
const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY);
const demo = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };
const DETAILS = { legalName: 'Ada Artist', country: 'DE', account: 'DE89370400440532013000', stripeAccount: 'acct_1TestArtist' };

let handle: DatabaseHandle;
let fake: FakeStripe;
beforeAll(async () => void (fake = await startFakeStripe()));
afterAll(() => fake.close());
beforeEach(async () => void (handle = await createTestDb()));
afterEach(() => handle.close());

async function adminActor(): Promise<Actor> {
  const admin = await insertUser(handle.db, { role: 'admin' });
  return { id: admin.id, email: admin.email, role: 'admin' };
}

/** A shopper buys the artist's character (USD price in cents, or credits) through the demo provider. */
async function sale(artistId: string, price: { priceType: 'currency' | 'credits'; priceStandard: number }) {
  const buyer = await insertUser(handle.db);
  await giveCredits(handle.db, buyer.id, 100);
  const character = await insertCharacter(handle.db, { ...price, artistId, title: `Art ${price.priceStandard}` });
  const { orderId } = await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: `k-${character.id}`, lines: [{ characterId: character.id, plan: 'standard' }] });
  // A credits-only order is paid at checkout; a money order waits for the (demo) payment.
  if (price.priceType === 'currency') await confirmDemoPayment(handle.db, buyer.id, orderId);
  return { orderId, character };
}

async function artistWithAvailable(cents: number) {
  const artist = await insertUser(handle.db, { role: 'contributor' });
  await sale(artist.id, { priceType: 'currency', priceStandard: cents * 2 });
  await savePayoutDetails(handle.db, artist.id, DETAILS, KEY);
  return artist;
}

describe('royalty ledger', () => {
  it('pays the artist 50 % of a money sale and values credits at 1 USD, pending for 14 days then available', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    await sale(artist.id, { priceType: 'currency', priceStandard: 2999 });
    await sale(artist.id, { priceType: 'credits', priceStandard: 8 });
    expect(await balanceOf(handle.db, artist.id)).toEqual({ pendingCents: 1499 + 400, availableCents: 0, paidCents: 0 });
    expect(await balanceOf(handle.db, artist.id, later(13.9))).toMatchObject({ pendingCents: 1899, availableCents: 0 });
    expect(await balanceOf(handle.db, artist.id, later(14.1))).toMatchObject({ pendingCents: 0, availableCents: 1899 });
    expect((await earningsByCharacter(handle.db, artist.id)).map((c) => [c.cents, c.sales])).toEqual([[1499, 1], [400, 1]]);
  });

  it('writes nothing for characters without an artist, and uses the rate in force at the sale', async () => {
    const nobody = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 1000 });
    const buyer = await insertUser(handle.db);
    const { orderId } = await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: 'no-artist', lines: [{ characterId: nobody.id, plan: 'standard' }] });
    await confirmDemoPayment(handle.db, buyer.id, orderId);
    expect(await handle.db.select().from(royaltyLedger)).toEqual([]);
    const artist = await insertUser(handle.db, { role: 'contributor' });
    await setRoyaltyRate(handle.db, await adminActor(), { email: artist.email, percent: 70 });
    await sale(artist.id, { priceType: 'currency', priceStandard: 1000 });
    const [entry] = await handle.db.select().from(royaltyLedger);
    expect(entry).toMatchObject({ kind: 'sale', cents: 700, netCents: 1000, percent: 70 });
    expect(await handle.db.select().from(royaltyRates)).toHaveLength(1);
  });

  it('reverses a refunded sale with an entry of the opposite amount', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    const { orderId } = await sale(artist.id, { priceType: 'currency', priceStandard: 2000 });
    await refundOrder(handle.db, () => demoProvider(), await adminActor(), orderId);
    const entries = await handle.db.select().from(royaltyLedger).where(eq(royaltyLedger.orderId, orderId)).orderBy(royaltyLedger.id);
    expect(entries.map((e) => [e.kind, e.cents])).toEqual([['sale', 1000], ['refund', -1000]]);
    expect(await balanceOf(handle.db, artist.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    expect(await balanceOf(handle.db, artist.id, later(15))).toMatchObject({ pendingCents: 0, availableCents: 0 });
  });

  it('pays the allocated artist the share of a paid custom job\'s level once', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    const customer = await insertUser(handle.db);
    const [job] = await handle.db.insert(customJobs).values({
      customerId: customer.id, artistId: artist.id, levelName: 'Professional', priceCents: 34900, turnaroundDays: 8, title: 'Luna', brief: 'An owl who reads.',
      style: 'Flat', intendedUse: 'App', paymentMethod: 'credits', paymentStatus: 'paid', status: 'COMPLETED',
    }).returning();
    await recordJobShare(handle.db, job!);
    await recordJobShare(handle.db, job!);
    expect((await handle.db.select().from(royaltyLedger)).map((e) => [e.kind, e.cents, e.percent])).toEqual([['job', 19195, 55]]);
    await recordJobShare(handle.db, { ...job!, id: crypto.randomUUID(), paymentStatus: 'refunded' });
    expect(await handle.db.select().from(royaltyLedger)).toHaveLength(1);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    await sale(artist.id, { priceType: 'currency', priceStandard: 2000 });
    const refusal = (query: Promise<unknown>) => query.then(() => 'accepted', (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message));
    expect(await refusal(handle.db.execute(sql`UPDATE royalty_ledger SET cents = 1`))).toMatch(/append-only \(UPDATE refused\)/);
    expect(await refusal(handle.db.execute(sql`DELETE FROM royalty_ledger`))).toMatch(/append-only \(DELETE refused\)/);
    expect((await handle.db.select().from(royaltyLedger)).map((e) => e.cents)).toEqual([1000]);
  });
});

describe('payouts', () => {
  it('stores payout details encrypted and needs them before a payout', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    await expect(requestPayout(handle.db, artist.id, 5000, KEY, later(15))).rejects.toMatchObject({ status: 409 });
    const masked = await savePayoutDetails(handle.db, artist.id, DETAILS, KEY);
    expect(masked.account).toMatch(/^•+3000$/);
    const [row] = await handle.db.select().from(artistAccounts).where(eq(artistAccounts.artistId, artist.id));
    expect(row!.payoutDetails).not.toContain('Ada');
    expect(openDetails(row!.payoutDetails!, KEY)).toEqual(DETAILS);
    expect(openDetails(row!.payoutDetails!, 'another-key')).toBeNull();
  });

  it('refuses less than the minimum or more than available', async () => {
    const artist = await artistWithAvailable(6000);
    await expect(requestPayout(handle.db, artist.id, 4999, KEY, later(15))).rejects.toMatchObject({ status: 400 });
    await expect(requestPayout(handle.db, artist.id, 5000, KEY)).rejects.toMatchObject({ status: 409 });
    await expect(requestPayout(handle.db, artist.id, 6001, KEY, later(15))).rejects.toMatchObject({ status: 409 });
  });

  it('pays once when two requests race for the same balance', async () => {
    const artist = await artistWithAvailable(6000);
    const results = await Promise.allSettled([requestPayout(handle.db, artist.id, 5000, KEY, later(15)), requestPayout(handle.db, artist.id, 5000, KEY, later(15))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await handle.db.select().from(payouts)).toHaveLength(1);
    expect(await balanceOf(handle.db, artist.id, later(15))).toMatchObject({ availableCents: 1000 });
  });

  it('approval through the demo provider pays; rejection returns the amount; a decided payout cannot be decided again', async () => {
    const artist = await artistWithAvailable(12000);
    const actor = await adminActor();
    const first = await requestPayout(handle.db, artist.id, 5000, KEY, later(15));
    expect(await approvePayout(handle.db, actor, demoPayouts(), first.id, KEY)).toMatchObject({ status: 'paid', provider: 'demo' });
    await expect(rejectPayout(handle.db, actor, first.id, 'twice')).rejects.toMatchObject({ status: 409 });
    const second = await requestPayout(handle.db, artist.id, 7000, KEY, later(15));
    expect(await rejectPayout(handle.db, actor, second.id, 'Tax form incomplete')).toMatchObject({ status: 'rejected' });
    expect(await balanceOf(handle.db, artist.id, later(15))).toEqual({ pendingCents: 0, availableCents: 7000, paidCents: 5000 });
    // Each decision is mailed to the artist once, through the mail task: amount and reference, or the reason.
    const mails = (await handle.db.select().from(tasks)).map((t) => t.payload as { to: string; template: string; data: Record<string, unknown> }).filter((p) => p.template === 'payoutDecision');
    const [paid] = await handle.db.select({ ref: payouts.providerRef }).from(payouts).where(eq(payouts.id, first.id));
    expect(mails).toEqual([
      { to: artist.email, template: 'payoutDecision', data: expect.objectContaining({ outcome: 'paid', amount: '$50.00', reference: paid!.ref, reason: null }) },
      { to: artist.email, template: 'payoutDecision', data: expect.objectContaining({ outcome: 'rejected', amount: '$70.00', reference: null, reason: 'Tax form incomplete' }) },
    ]);
    expect(paid!.ref).toBeTruthy();
  });

  it('transfers through Stripe Connect, and a failed transfer returns the amount to available', async () => {
    const artist = await artistWithAvailable(12000);
    const actor = await adminActor();
    const stripe = stripePayouts({ secretKey: 'sk_test_123', webhookSecret: 'whsec_x', apiUrl: fake.url });
    const ok = await requestPayout(handle.db, artist.id, 5000, KEY, later(15));
    expect(await approvePayout(handle.db, actor, stripe, ok.id, KEY)).toMatchObject({ status: 'paid', provider: 'stripe', providerRef: expect.stringMatching(/^tr_/) });
    const transfer = fake.requests.find((r) => r.path === 'POST /v1/transfers')!;
    expect([transfer.form.get('amount'), transfer.form.get('destination'), transfer.idempotencyKey]).toEqual(['5000', 'acct_1TestArtist', `toonmart-payout-${ok.id}`]);
    fake.failNext('transfers');
    const failing = await requestPayout(handle.db, artist.id, 7000, KEY, later(15));
    expect(await balanceOf(handle.db, artist.id, later(15))).toMatchObject({ availableCents: 0 });
    expect(await approvePayout(handle.db, actor, stripe, failing.id, KEY)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(handle.db, artist.id, later(15))).toEqual({ pendingCents: 0, availableCents: 7000, paidCents: 5000 });
  });
});
