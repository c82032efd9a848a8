import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { payouts, royaltyLedger } from '#/server/db/schema.ts';
import { MIGRATIONS_DIR } from '#/server/db/migrate.ts';
import { checkoutCart, confirmDemoPayment } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { approvePayout, requestPayout } from '#/server/payouts/decisions.ts';
import { balanceOf } from './balance.ts';
import { savePayoutDetails } from './details.ts';
import { demoPayouts } from './payout-providers.ts';
import { isUniqueViolation } from './payouts.ts';

const KEY = 'test-payout-key';
const later = new Date(Date.now() + 15 * 86_400_000);
const DETAILS = { legalName: 'Ada Artist', country: 'DE', account: 'DE89370400440532013000', stripeAccount: 'acct_1TestArtist' };

let handle: DatabaseHandle;
beforeEach(async () => void (handle = await createTestDb()));
afterEach(() => handle.close());

/** An artist with `cents` available 15 days after one sale of twice that (50 % share). */
async function artistWithAvailable(cents: number) {
  const artist = await insertUser(handle.db, { role: 'contributor' });
  const buyer = await insertUser(handle.db);
  const character = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: cents * 2, artistId: artist.id });
  const demo = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };
  const { orderId } = await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: `k-${character.id}`, lines: [{ characterId: character.id, plan: 'standard' }] });
  await confirmDemoPayment(handle.db, buyer.id, orderId);
  await savePayoutDetails(handle.db, artist.id, DETAILS, KEY);
  return artist;
}

describe('one open payout request per artist', () => {
  it('refuses a second request with 409 while the first waits, and allows one again after the decision', async () => {
    const artist = await artistWithAvailable(20000);
    await requestPayout(handle.db, artist.id, 5000, KEY, later);
    await expect(requestPayout(handle.db, artist.id, 5000, KEY, later)).rejects.toMatchObject({ status: 409, code: 'CONFLICT', message: expect.stringContaining('already have a payout request waiting') });
    expect(await balanceOf(handle.db, artist.id, later)).toMatchObject({ availableCents: 15000 });
    const [open] = await handle.db.select().from(payouts);
    const admin = await insertUser(handle.db, { role: 'admin' });
    await approvePayout(handle.db, { id: admin.id, email: admin.email, role: 'admin' }, demoPayouts(), open!.id, KEY);
    await expect(requestPayout(handle.db, artist.id, 5000, KEY, later)).resolves.toMatchObject({ status: 'requested' });
  });

  it('lets exactly one of many concurrent requests through, though the balance would cover them all', async () => {
    const artist = await artistWithAvailable(50000);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => requestPayout(handle.db, artist.id, 5000, KEY, later)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as { status: number }).status);
    expect(refused).toEqual([409, 409, 409, 409]);
    expect(await handle.db.select().from(payouts).where(eq(payouts.artistId, artist.id))).toHaveLength(1);
    expect(await balanceOf(handle.db, artist.id, later)).toMatchObject({ availableCents: 45000 });
  });

  it('is enforced by the database itself: a second open row for the same artist cannot be written', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    const other = await insertUser(handle.db, { role: 'contributor' });
    await handle.db.insert(payouts).values({ artistId: artist.id, cents: 5000 });
    await handle.db.insert(payouts).values({ artistId: other.id, cents: 5000 });
    await handle.db.insert(payouts).values({ artistId: artist.id, cents: 5000, status: 'paid' });
    const second = await Promise.allSettled([handle.db.insert(payouts).values({ artistId: artist.id, cents: 6000 })]);
    expect(second[0]!.status).toBe('rejected');
    const error = (second[0] as PromiseRejectedResult).reason as { cause?: { code?: string } };
    expect(error.cause?.code ?? (error as { code?: string }).code).toBe('23505');
    // The shape requestPayout turns into its 409 answer, as this driver reports it.
    expect(isUniqueViolation(error, 'payouts_one_open_per_artist')).toBe(true);
    expect(isUniqueViolation(error, 'another_index')).toBe(false);
  });

  it('on a database made before the rule, keeps the oldest open request and returns the later ones', async () => {
    const artist = await artistWithAvailable(20000);
    await handle.sql.exec('DROP INDEX payouts_one_open_per_artist');
    const first = await requestPayout(handle.db, artist.id, 5000, KEY, later);
    // The old code let a second request through; write it as it would have been.
    const [second] = await handle.db.insert(payouts).values({ artistId: artist.id, cents: 7000, requestedAt: new Date(later.getTime() + 1000) }).returning();
    await handle.db.insert(royaltyLedger).values({ artistId: artist.id, kind: 'payout', cents: -7000, title: 'Payout requested', payoutId: second!.id, availableAt: later });
    await handle.sql.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, '0670_one_open_payout.sql'), 'utf8'));
    const rows = await handle.db.select().from(payouts).where(eq(payouts.artistId, artist.id));
    expect(rows.find((r) => r.id === first.id)).toMatchObject({ status: 'requested' });
    expect(rows.find((r) => r.id === second!.id)).toMatchObject({ status: 'rejected', note: expect.stringContaining('Only one payout request') });
    expect(await balanceOf(handle.db, artist.id, later)).toMatchObject({ availableCents: 15000 });
    await expect(requestPayout(handle.db, artist.id, 5000, KEY, later)).rejects.toMatchObject({ status: 409 });
  });
});
