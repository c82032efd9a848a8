import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { artistAccounts, characters, entitlements, orderLines, orders, payouts, royaltyLedger, users } from '#/server/db/schema.ts';
import { sealDetails } from '#/server/royalties/details.ts';
import { recordSales } from '#/server/royalties/ledger.ts';
import { resolvePayoutSecret } from '#/server/royalties/secret.ts';
import type { Tx } from '#/server/db/open.ts';
import { env } from '#/server/config/env.ts';
import { balanceOf } from '#/server/royalties/balance.ts';
import type { Seeder } from './seeder.ts';

const DAY = 86_400_000;
/** Days ago of each demo sale (to the demo customer), cycling over the artist's characters: some old (available), some recent (pending). */
const SALE_DAYS = [75, 70, 66, 62, 58, 51, 44, 40, 33, 27, 21, 17, 12, 9, 6, 4, 2, 1];

/**
 * The demo artist's sales history and one paid payout, so the earnings page and the admin
 * dashboard show figures on first start. Real orders (paid, demo provider) with their royalty
 * entries written by the same code as live sales. Skipped once the artist has any entry.
 */
export const royaltiesSeeder: Seeder = {
  name: 'royalties',
  async run(db, log) {
    const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['user@toonmart.test', 'contributor@toonmart.test', 'admin@toonmart.test']));
    const id = (email: string) => people.find((p) => p.email === email)?.id;
    const [buyer, artist, admin] = [id('user@toonmart.test'), id('contributor@toonmart.test'), id('admin@toonmart.test')];
    if (!buyer || !artist || !admin) return log('[seed] royalties skipped: demo accounts missing');
    if ((await db.select({ id: royaltyLedger.id }).from(royaltyLedger).where(eq(royaltyLedger.artistId, artist)).limit(1)).length) return;
    const owned = await db.select().from(characters).where(and(eq(characters.artistId, artist), isNotNull(characters.artistId))).orderBy(asc(characters.slug));
    if (!owned.length) return log('[seed] royalties skipped: the demo artist owns no characters');
    await db.transaction(async (tx) => {
      for (const [i, daysAgo] of SALE_DAYS.entries()) {
        const character = owned[i % owned.length]!;
        const paidAt = new Date(Date.now() - daysAgo * DAY);
        const money = character.priceType === 'currency';
        const price = character.priceStandard;
        const [order] = await tx.insert(orders).values({
          userId: buyer, kind: 'characters', status: 'paid', idempotencyKey: `seed-royalty-${i}`, provider: money ? 'demo' : null,
          totalCents: money ? price : 0, totalCredits: money ? 0 : price, createdAt: paidAt, paidAt,
        }).returning();
        const lines = await tx.insert(orderLines).values({
          orderId: order!.id, kind: 'character', currency: money ? 'USD' : character.priceType === 'free' ? 'free' : 'credits',
          characterId: character.id, plan: 'standard', title: character.title, cents: money ? price : 0, credits: money ? 0 : price,
        }).returning();
        await tx.insert(entitlements).values({ userId: buyer, characterId: character.id, plan: 'standard', orderId: order!.id }).onConflictDoNothing();
        await recordSales(tx, order!, lines, paidAt);
      }
      await seedPaidPayout(tx, artist, admin);
    });
    log(`[seed] royalties: ${SALE_DAYS.length} sales and a paid payout for contributor@toonmart.test`);
  },
};

/** Payout details on file (encrypted) and one payout, paid 20 days ago, of what was available then (whole dollars). */
async function seedPaidPayout(tx: Tx, artist: string, admin: string): Promise<void> {
  const details = { legalName: 'Demo Artist', country: 'US', account: 'US00DEMO000012345678', stripeAccount: '' };
  await tx.insert(artistAccounts).values({ artistId: artist, payoutDetails: sealDetails(details, resolvePayoutSecret(env().PAYOUT_DETAILS_KEY)), detailsUpdatedAt: new Date() }).onConflictDoNothing();
  const requestedAt = new Date(Date.now() - 22 * DAY);
  const cents = Math.floor((await balanceOf(tx, artist, requestedAt)).availableCents / 100) * 100;
  if (cents < 5000) return;
  const [payout] = await tx.insert(payouts).values({ artistId: artist, cents, status: 'paid', provider: 'demo', providerRef: 'demo_po_seed', decidedBy: admin, requestedAt, decidedAt: new Date(requestedAt.getTime() + 2 * DAY) }).returning();
  await tx.insert(royaltyLedger).values({ artistId: artist, kind: 'payout', cents: -cents, title: 'Payout requested', payoutId: payout!.id, availableAt: requestedAt, createdAt: requestedAt });
}
