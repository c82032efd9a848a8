import { eq, sql } from 'drizzle-orm';
import { DISCOUNTS } from '#/lib/pricing.ts';
import { artFor, setScene } from '#/lib/art/index.ts';
import { seeded } from '#/server/catalogue/art.ts';
import { fillArtTraits } from '#/server/catalogue/art-traits.ts';
import type { Database } from '#/server/db/open.ts';
import { characters, characterSetMembers, characterTypes, creditLedger, currencyRates, users } from '#/server/db/schema.ts';
import { addCredits } from '#/server/orders/ledger.ts';
import { SEED_RATES } from '#/server/geo/currencies.ts';
import { mediaContext } from '#/server/media/context.ts';
import { derive, type MediaContext } from '#/server/media/derived.ts';
import { thumbnail } from '#/server/media/previews.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { CHARACTER_COPY, SET_COPY } from './catalogue-copy.ts';
import { FORMAT_CHOICES, SEED_SETS, SEED_TYPES, SET_FORMATS } from './catalogue-data.ts';
import type { Seeder } from './seeder.ts';
import { seedSampleFiles } from './sample-files.ts';

type NewCharacter = typeof characters.$inferInsert;
const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Price, discount and status of the i-th demo character: every ninth is free, the rest alternate credits and dollars. */
function pricing(i: number, rand: () => number): Pick<NewCharacter, 'priceType' | 'priceStandard' | 'priceExtended' | 'discountPercent'> {
  if (i % 9 === 4) return { priceType: 'free', priceStandard: 0, priceExtended: 0, discountPercent: null };
  const discountPercent = i % 5 === 0 ? DISCOUNTS[i % DISCOUNTS.length] : null;
  if (i % 2 === 0) {
    const credits = 6 + Math.floor(rand() * 20);
    return { priceType: 'credits', priceStandard: credits, priceExtended: credits * 3, discountPercent };
  }
  const cents = (7 + Math.floor(rand() * 30)) * 100 - 1;
  return { priceType: 'currency', priceStandard: cents, priceExtended: cents * 3 + 2, discountPercent };
}

function demoCharacters(typeIds: Map<string, string>, owners: string[]): (NewCharacter & { style: string; count: number })[] {
  const now = Date.now();
  const list: (NewCharacter & { style: string; count: number })[] = [];
  SEED_TYPES.forEach((type, t) =>
    type.names.forEach((title, n) => {
      const i = t * type.names.length + n;
      const rand = seeded(1000 + i);
      list.push({
        slug: slugify(title), kind: 'graphi', title, description: CHARACTER_COPY[title]?.about ?? title,
        typeId: typeIds.get(type.slug)!, tags: [...type.tags, ...(CHARACTER_COPY[title]?.tags ?? [])], formats: [...(FORMAT_CHOICES[i % FORMAT_CHOICES.length] ?? FORMAT_CHOICES[0])],
        ...pricing(i, rand), status: 'published', ownerId: owners.length && i % 3 === 0 ? owners[i % owners.length] : null,
        popularity: Math.floor(rand() * 500), createdAt: new Date(now - i * 3_600_000), style: type.style, count: 1,
      });
    }),
  );
  SEED_SETS.forEach((set, s) => {
    const type = SEED_TYPES.find((t) => t.slug === set.typeSlug)!;
    list.push({
      slug: slugify(set.title), kind: 'graphiSet', title: set.title, description: `${set.members.length} characters drawn in one style. ${SET_COPY[set.title]?.about ?? ''}`,
      typeId: typeIds.get(set.typeSlug)!, tags: [...type.tags, 'set', ...(SET_COPY[set.title]?.tags ?? [])], formats: [...SET_FORMATS],
      priceType: 'credits', priceStandard: 30 + s * 5, priceExtended: (30 + s * 5) * 3, discountPercent: s % 2 ? 20 : null, status: 'published',
      popularity: 200 + s * 40, createdAt: new Date(now - (s * 7 + 2) * 3_600_000), style: type.style, count: set.members.length,
    });
  });
  return list;
}

/** Each type's picture is its first three characters as a cast (a clean card picture, like characters'); its clip follows with the videos. */
async function seedTypeMedia(db: Database, ctx: MediaContext): Promise<void> {
  for (const type of SEED_TYPES) {
    const scene = setScene(type.names.slice(0, 3).map((title) => artFor(type.slug, title)), 'front');
    const image = await derive(ctx, { input: `type\n${JSON.stringify(scene)}`, ext: 'webp', contentType: 'image/webp', folder: 'character-types' }, () => thumbnail(scene));
    await db.update(characterTypes).set({ imageKey: image.key }).where(eq(characterTypes.slug, type.slug));
  }
}

export async function seedRates(db: Database): Promise<void> {
  await db.insert(currencyRates).values(SEED_RATES).onConflictDoNothing();
}

/** Demo buyers start with credits (once), so checkout can be tried right away. */
async function seedCredits(db: Database, log: (line: string) => void): Promise<void> {
  for (const email of ['user@toonmart.test', 'admin@toonmart.test']) {
    const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (!user) continue;
    const [had] = await db.select({ id: creditLedger.id }).from(creditLedger).where(eq(creditLedger.userId, user.id)).limit(1);
    if (had) continue;
    await db.transaction((tx) => addCredits(tx, user.id, 500, 'demo-grant'));
    log(`catalogue: gave ${email} 500 demo credits`);
  }
}

export async function seedCatalogue(db: Database, storage: Storage, log: (line: string) => void = () => {}): Promise<void> {
  await seedRates(db);
  const [existing] = await db.select({ id: characters.id }).from(characters).limit(1);
  if (!existing) await seedCharacters(db, mediaContext(storage), log);
  await seedCredits(db, log);
}

async function seedCharacters(db: Database, ctx: MediaContext, log: (line: string) => void): Promise<void> {
  await db.insert(characterTypes).values(SEED_TYPES.map((t, position) => ({ slug: t.slug, name: t.name, position, description: `${t.name} characters` }))).onConflictDoNothing();
  await seedTypeMedia(db, ctx);
  const typeIds = new Map((await db.select({ id: characterTypes.id, slug: characterTypes.slug }).from(characterTypes)).map((t) => [t.slug, t.id]));
  const owners = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'contributor'))).map((u) => u.id);
  const list = demoCharacters(typeIds, owners);
  const inserted = await db.insert(characters).values(list.map(({ style: _s, count: _c, ...c }) => c)).returning({ id: characters.id, slug: characters.slug });
  const ids = new Map(inserted.map((c) => [c.slug, c.id]));
  await seedSampleFiles(db, ctx, list.map((c) => ({ id: ids.get(c.slug!)!, slug: c.slug!, title: c.title, formats: c.formats ?? [] })));
  const members = SEED_SETS.flatMap((set) =>
    set.members.map(([t, n], position) => ({ setId: ids.get(slugify(set.title))!, characterId: ids.get(slugify(SEED_TYPES[t]?.names[n] ?? ''))!, position })),
  );
  await db.insert(characterSetMembers).values(members);
  // Colours and parts from the art just recorded: colour words find them, similar characters compare parts.
  await fillArtTraits(db);
  log(`catalogue: ${list.length} characters (${SEED_SETS.length} sets); galleries, PNG and MP4 files are prepared in the background`);
}

export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  run: (db, log, storage) => seedCatalogue(db, storage, log),
};
