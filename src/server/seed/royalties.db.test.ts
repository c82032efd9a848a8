import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertCharacter } from '#test-support/factories/catalogue.ts';
import { tempStorage } from '#test-support/factories/jobs.ts';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { characters, payouts, royaltyLedger, users } from '#/server/db/schema.ts';
import { balanceOf } from '#/server/royalties/balance.ts';
import { artistsSeeder } from './artists.ts';
import { royaltiesSeeder } from './royalties.ts';

describe(`artist ownership and royalty history seeders on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  beforeEach(async () => void (handle = await createTestDb()));
  afterEach(async () => handle.close());

  it('gives the demo artist the first 6 published single characters, sales (pending and available) and a paid payout, once', async () => {
    await handle.db.insert(users).values(['user', 'contributor', 'admin'].map((r) => ({ email: `${r}@toonmart.test`, role: r as 'user' })));
    for (let i = 0; i < 8; i++) await insertCharacter(handle.db, { slug: `c-${i}`, title: `Character ${i}`, priceType: i % 2 ? 'credits' : 'currency', priceStandard: i % 2 ? 12 : 1999 });
    await insertCharacter(handle.db, { slug: 'a-draft', status: 'draft' });
    const run = async () => {
      await artistsSeeder.run(handle.db, () => {}, tempStorage());
      await royaltiesSeeder.run(handle.db, () => {}, tempStorage());
    };
    await run();
    await run();
    const [artist] = await handle.db.select().from(users).where(eq(users.email, 'contributor@toonmart.test'));
    const owned = await handle.db.select({ slug: characters.slug }).from(characters).where(eq(characters.artistId, artist!.id));
    expect(owned.map((c) => c.slug).sort()).toEqual(['c-0', 'c-1', 'c-2', 'c-3', 'c-4', 'c-5']);
    const [payout] = await handle.db.select().from(payouts);
    expect(payout).toMatchObject({ status: 'paid', artistId: artist!.id });
    expect(await handle.db.select().from(payouts)).toHaveLength(1);
    const balance = await balanceOf(handle.db, artist!.id);
    expect(balance.pendingCents).toBeGreaterThan(0);
    expect(balance.availableCents).toBeGreaterThan(0);
    expect(balance.paidCents).toBe(payout!.cents);
    expect((await handle.db.select().from(royaltyLedger).where(eq(royaltyLedger.kind, 'sale'))).length).toBe(18);
  });
});
