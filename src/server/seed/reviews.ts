import { and, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { createAccount, findUserByEmail } from '#/server/auth/accounts.ts';
import { characters, creditLedger, orders, reviews, users } from '#/server/db/schema.ts';
import type { Database } from '#/server/db/open.ts';
import { env } from '#/server/config/env.ts';
import { checkoutCart, confirmDemoPayment } from '#/server/settlement/index.ts';
import { addCredits } from '#/server/orders/ledger.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { replyToReview, saveReview } from '#/server/reviews/reviews.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { REVIEW_ANSWER, REVIEW_SETS } from './reviews-copy.ts';
import type { Seeder } from './seeder.ts';

/** Demo buyers who review (no role beyond user); README lists them with the demo accounts. */
export const DEMO_REVIEWERS = [
  { email: 'mia.torres@toonmart.test', name: 'Mia Torres' },
  { email: 'jonas.berg@toonmart.test', name: 'Jonas Berg' },
  { email: 'priya.nair@toonmart.test', name: 'Priya Nair' },
  { email: 'sam.okafor@toonmart.test', name: 'Sam Okafor' },
  { email: 'lea.dubois@toonmart.test', name: 'Léa Dubois' },
];
const DAY = 86_400_000;
const GRANT = 'demo-grant';

async function reviewer(db: Database, account: (typeof DEMO_REVIEWERS)[number]): Promise<string> {
  const user = (await findUserByEmail(db, account.email)) ?? (await createAccount(db, { ...account, role: 'user', password: DEMO_PASSWORD, emailVerified: true }));
  const [had] = await db.select({ id: creditLedger.id }).from(creditLedger).where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, GRANT))).limit(1);
  // Credits through the ledger, as the other demo buyers get them, so balances equal their ledgers.
  if (!had) {
    await db.transaction(async (tx) => {
      await addCredits(tx, user.id, 300, GRANT);
      // Granted before the backdated purchases below, so the account's history reads in order.
      await tx.update(creditLedger).set({ createdAt: new Date(Date.now() - 90 * DAY) }).where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, GRANT)));
    });
  }
  return user.id;
}

/**
 * The most popular priced single characters get reviews; the first of them is one a contributor
 * owns, so its artist can answer. Characters are chosen once: the seeder skips when any demo review exists.
 */
async function popular(db: Database, count: number) {
  // Not the submitted artist's characters: their royalty history is the royalties seeder's, with its own figures.
  const priced = and(eq(characters.status, 'published'), eq(characters.kind, 'graphi'), ne(characters.priceType, 'free'), isNull(characters.artistId));
  const pick = { id: characters.id, slug: characters.slug, ownerId: characters.ownerId };
  const [owned] = await db.select(pick).from(characters).innerJoin(users, eq(users.id, characters.ownerId))
    .where(and(priced, isNotNull(characters.ownerId), eq(users.role, 'contributor'))).orderBy(desc(characters.popularity), characters.slug).limit(1);
  const others = await db.select(pick).from(characters).where(priced).orderBy(desc(characters.popularity), characters.slug).limit(count);
  return [...(owned ? [owned] : []), ...others.filter((c) => c.id !== owned?.id)].slice(0, count);
}

/** A real order of the demo store (checkout, then the demo card for a dollar price), so ledgers, royalties and licences agree. */
async function buy(db: Database, userId: string, characterId: string, key: string, paidAt: Date): Promise<void> {
  const payments = { provider: demoProvider(), siteUrl: env().SITE_URL };
  const placed = await checkoutCart(db, payments, userId, { idempotencyKey: key, lines: [{ characterId, plan: 'standard' }] });
  if (placed.status === 'pending') await confirmDemoPayment(db, userId, placed.orderId);
  // Dated before its review (amounts untouched): the buyer's order list and the review read in order.
  await db.update(orders).set({ createdAt: paidAt, paidAt }).where(eq(orders.id, placed.orderId));
  await db.update(creditLedger).set({ createdAt: paidAt }).where(eq(creditLedger.orderId, placed.orderId));
}

/**
 * Verified reviews on a few popular characters, each by a demo buyer with a paid order for it,
 * varied ratings and dates, one answered by the character's artist. Idempotent: skipped once any
 * demo reviewer has a review (orders have fixed idempotency keys, so a half-run resumes without doubles).
 */
export async function seedReviews(db: Database, log: (line: string) => void = () => {}): Promise<void> {
  const emails = DEMO_REVIEWERS.map((r) => r.email);
  const [done] = await db.select({ id: reviews.id }).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(inArray(users.email, emails)).limit(1);
  if (done) return;
  const targets = await popular(db, REVIEW_SETS.length);
  if (!targets.length) return log('[seed] reviews skipped: no priced characters');
  const ids: string[] = [];
  for (const account of DEMO_REVIEWERS) ids.push(await reviewer(db, account));
  let written = 0;
  for (const [c, character] of targets.entries()) {
    for (const [n, review] of (REVIEW_SETS[c] ?? []).entries()) {
      const userId = ids[(c + n) % ids.length]!;
      // Spread over the last weeks, so the list reads like a history rather than one burst; bought two days before.
      const at = new Date(Date.now() - review.daysAgo * DAY);
      await buy(db, userId, character.id, `seed-review-${character.slug}-${n}`, new Date(at.getTime() - 2 * DAY));
      const saved = await saveReview(db, userId, character.id, review);
      await db.update(reviews).set({ createdAt: at, updatedAt: at }).where(eq(reviews.id, saved.id));
      if (c === 0 && n === 0 && character.ownerId) await replyToReview(db, character.ownerId, saved.id, { body: REVIEW_ANSWER });
      written++;
    }
  }
  log(`[seed] reviews: ${written} verified reviews on ${targets.length} characters`);
}

export const reviewsSeeder: Seeder = { name: 'reviews', run: (db, log) => seedReviews(db, log) };
