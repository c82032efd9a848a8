import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { insertCharacter } from '#test-support/factories/catalogue.ts';
import { tempStorage } from '#test-support/factories/jobs.ts';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { creditAccounts, creditLedger, entitlements, orders, reviews, users } from '#/server/db/schema.ts';
import { reviewsForPage } from '#/server/reviews/reviews.ts';
import { DEMO_REVIEWERS, reviewsSeeder } from './reviews.ts';
import { REVIEW_SETS } from './reviews-copy.ts';

describe(`demo reviews seeder on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  beforeEach(async () => void (handle = await createTestDb()));
  afterEach(async () => handle.close());

  it('reviews popular characters by buyers with paid orders, one answered by its artist, once', async () => {
    const [artist] = await handle.db.insert(users).values({ email: 'contributor@toonmart.test', role: 'contributor', name: 'Demo Artist' }).returning();
    const owned = await insertCharacter(handle.db, { slug: 'owned', priceStandard: 12, popularity: 10, ownerId: artist!.id });
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await insertCharacter(handle.db, { slug: `pop-${i}`, popularity: 100 - i, priceType: i % 2 ? 'currency' : 'credits', priceStandard: i % 2 ? 1999 : 15 })).id);
    const sold = await insertCharacter(handle.db, { slug: 'artists-own', popularity: 999, artistId: artist!.id });
    await insertCharacter(handle.db, { slug: 'free-one', popularity: 1000, priceType: 'free', priceStandard: 0 });
    const run = () => reviewsSeeder.run(handle.db, () => {}, tempStorage());
    await run();
    await run();

    const all = await handle.db.select().from(reviews);
    expect(all).toHaveLength(REVIEW_SETS.flat().length);
    const reviewed = new Set(all.map((r) => r.characterId));
    expect([...reviewed].sort()).toEqual([owned.id, made[0]!, made[1]!, made[2]!].sort());
    expect(reviewed.has(sold.id)).toBe(false);
    expect(new Set(all.map((r) => r.rating)).size).toBeGreaterThanOrEqual(3);
    // Every review is by a buyer with a paid order and a licence of that character.
    for (const r of all) {
      const paid = await handle.db.select({ id: entitlements.id }).from(entitlements).innerJoin(orders, eq(orders.id, entitlements.orderId))
        .where(and(eq(entitlements.userId, r.userId), eq(entitlements.characterId, r.characterId), eq(orders.status, 'paid')));
      expect(paid).toHaveLength(1);
    }
    const buyers = await handle.db.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_REVIEWERS.map((d) => d.email)));
    expect(buyers).toHaveLength(DEMO_REVIEWERS.length);
    expect(await handle.db.select().from(orders)).toHaveLength(all.length);
    // Balances equal their ledgers: the seeded buyers paid through the real checkout.
    for (const { id } of buyers) {
      const ledger = (await handle.db.select({ delta: creditLedger.delta }).from(creditLedger).where(eq(creditLedger.userId, id))).reduce((s, l) => s + l.delta, 0);
      const [account] = await handle.db.select().from(creditAccounts).where(eq(creditAccounts.userId, id));
      expect(account?.balance).toBe(ledger);
    }
    const answered = await handle.db.select().from(reviews).where(isNotNull(reviews.reply));
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ characterId: owned.id, replyBy: artist!.id });

    const page = await reviewsForPage(handle.db, owned.id, null);
    expect(page.summary).toEqual({ count: REVIEW_SETS[0]!.length, average: 4.5, free: 0 });
    expect(page.reviews.every((r) => r.verified === 'purchase')).toBe(true);
  });
});
