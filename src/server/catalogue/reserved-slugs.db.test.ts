import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artistWorlds, draftWithFiles, person } from '#test-support/factories/artists.ts';
import { insertCharacter } from '#test-support/factories/catalogue.ts';
import { testDatabaseKind } from '#test-support/test-db.ts';
import { characterSchema, tutorialSchema } from '#/lib/admin-schemas.ts';
import { characterSlugFree } from '#/server/admin-catalogue/characters.ts';
import { ensureArtistProfile, getArtistPage } from '#/server/artists/profiles.ts';
import { artistProfiles, characters } from '#/server/db/schema.ts';
import { renameReservedSlugs } from './reserved-slugs.ts';

const setup = artistWorlds();

describe(`slugs never take a page's name, on ${testDatabaseKind}`, () => {
  it('gives an artist named like the catalogue, and their character, addresses that are not routes', async () => {
    const ctx = await setup();
    const named = await person(ctx.db, 'cc@toonmart.test', 'contributor', 'Cartoon Characters');
    const profile = await ensureArtistProfile(ctx.db, named.id);
    expect(profile.slug).toBe('cartoon-characters-2');
    const character = await draftWithFiles(ctx, named, { title: 'Pricing' });
    expect(character.slug).toBe('pricing-2');
  });

  it('refuses a route name typed as a slug in the admin forms and the live check', async () => {
    const ctx = await setup();
    const form = { title: 'Tutorials', slug: 'Tutorials', kind: 'graphi', typeId: ctx.typeId, priceType: 'free' };
    expect(characterSchema.safeParse(form).error?.issues[0]?.message).toMatch(/name of a page of the store/);
    expect(tutorialSchema.safeParse({ title: 'About us', slug: 'about' }).success).toBe(false);
    expect(characterSchema.safeParse({ ...form, slug: 'tutorials-for-kids' }).success).toBe(true);
    expect(await characterSlugFree(ctx.db, 'cart')).toBe(false);
    expect(await characterSlugFree(ctx.db, 'cart-robot')).toBe(true);
  });

  it('renames rows made before their word was reserved, once, and leaves the rest alone', async () => {
    const ctx = await setup();
    const artist = await ensureArtistProfile(ctx.db, ctx.artist.id);
    await ctx.db.update(artistProfiles).set({ slug: 'cartoon-characters' }).where(eq(artistProfiles.userId, ctx.artist.id));
    const clash = await insertCharacter(ctx.db, { slug: 'checkout' });
    const fine = await insertCharacter(ctx.db, { slug: 'checkout-hero' });

    const renamed = await renameReservedSlugs(ctx.db);
    expect(renamed).toHaveLength(2);
    const [row] = await ctx.db.select().from(artistProfiles).where(eq(artistProfiles.userId, artist.userId));
    expect(row!.slug).toMatch(/^cartoon-characters-[0-9a-f]{6}$/);
    expect((await getArtistPage(ctx.db, row!.slug)).displayName).toBe(artist.displayName);
    const slugs = await ctx.db.select({ id: characters.id, slug: characters.slug }).from(characters);
    expect(slugs.find((c) => c.id === clash.id)!.slug).toMatch(/^checkout-[0-9a-f]{6}$/);
    expect(slugs.find((c) => c.id === fine.id)!.slug).toBe('checkout-hero');
    expect(await renameReservedSlugs(ctx.db)).toEqual([]);
  });
});
