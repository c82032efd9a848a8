import { and, asc, eq, inArray } from 'drizzle-orm';
import { designArt, type Design } from '#/lib/maker/design.ts';
import type { Database } from '#/server/db/open.ts';
import { characterArt, characterFiles, characters, characterTypes, entitlements, makerCharacters } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { ArtSource } from '#/server/media/source.ts';
import { getSettings } from '#/server/settings/settings.ts';
import { isUuid } from '#/lib/ids.ts';
import { designHash } from './designs.ts';

/**
 * A design on its way to the buyer: the catalogue character it becomes (made once per design, a draft
 * so it is never listed), priced from the settings; once paid, its files are drawn by the server from
 * the JSON through the media preparation every character's files go through (./tasks.ts).
 */
export const MAKER_FORMATS = ['PNG', 'SVG', 'EPS', 'AI', 'FLA', 'MP4', 'WEBM'] as const;

const TYPE_FOR_KIND: Record<Design['kind'], string> = { person: 'professions', animal: 'animals', robot: 'robots', monster: 'monsters', food: 'food-mascots', alien: 'aliens' };

async function typeFor(db: Database, design: Design): Promise<string> {
  const [wanted] = await db.select({ id: characterTypes.id }).from(characterTypes).where(eq(characterTypes.slug, TYPE_FOR_KIND[design.kind]));
  if (wanted) return wanted.id;
  const [first] = await db.select({ id: characterTypes.id }).from(characterTypes).orderBy(asc(characterTypes.position)).limit(1);
  if (first) return first.id;
  const [made] = await db.insert(characterTypes).values({ slug: 'maker', name: 'Made in the maker' }).onConflictDoNothing().returning({ id: characterTypes.id });
  return made?.id ?? (await db.select({ id: characterTypes.id }).from(characterTypes).where(eq(characterTypes.slug, 'maker')))[0]!.id;
}

export type MakerCharacter = { characterId: string; slug: string; title: string; owned: ('standard' | 'extended')[] };

/** The character of a design, made on first use; its prices follow the settings. Its files are drawn once it is paid (./fulfilment.ts). */
export async function characterForDesign(db: Database, userId: string, design: Design): Promise<MakerCharacter> {
  const hash = designHash(design);
  const settings = await getSettings(db);
  const prices = { priceType: 'currency' as const, priceStandard: settings.makerStandardCents, priceExtended: settings.makerExtendedCents };
  let [found] = await db.select({ id: characters.id, slug: characters.slug, title: characters.title }).from(makerCharacters)
    .innerJoin(characters, eq(characters.id, makerCharacters.characterId)).where(eq(makerCharacters.hash, hash));
  if (!found) {
    const typeId = await typeFor(db, design);
    const source: ArtSource = { kind: 'single', art: designArt(design) };
    found = await db.transaction(async (tx) => {
      const [row] = await tx.insert(characters).values({
        slug: `maker-${hash.slice(0, 16)}` /* MAKER_SLUG in src/lib/maker/links.ts */, kind: 'graphi', title: design.name, description: 'A character made in the character maker.',
        typeId, tags: ['maker'], formats: [...MAKER_FORMATS], status: 'draft', ...prices,
      }).onConflictDoNothing().returning({ id: characters.id, slug: characters.slug, title: characters.title });
      // Two first purchases at once: the second finds the first one's character.
      if (!row) return undefined;
      await tx.insert(characterArt).values({ characterId: row.id, source });
      await tx.insert(makerCharacters).values({ hash, characterId: row.id, design });
      return row;
    });
    if (!found) return characterForDesign(db, userId, design);
  } else {
    await db.update(characters).set(prices).where(eq(characters.id, found.id));
  }
  const owned = await db.select({ plan: entitlements.plan }).from(entitlements).where(and(eq(entitlements.userId, userId), eq(entitlements.characterId, found.id)));
  return { characterId: found.id, slug: found.slug, title: found.title, owned: owned.map((o) => o.plan) };
}

export type FileProgress = { title: string; ready: { id: string; format: string; fileName: string; size: number }[]; expected: string[]; done: boolean };

/** Which of a maker character's files are ready, for the buyer's progress page; only its licence holders (and staff) see it. */
export async function fileProgress(db: Database, user: { id: string; role: string }, characterId: string, videos: boolean): Promise<FileProgress> {
  if (!isUuid(characterId)) throw new AppError('NOT_FOUND', 'No such design.');
  const [row] = await db.select({ title: characters.title }).from(makerCharacters).innerJoin(characters, eq(characters.id, makerCharacters.characterId)).where(eq(makerCharacters.characterId, characterId));
  if (!row) throw new AppError('NOT_FOUND', 'No such design.');
  const staff = user.role === 'admin' || user.role === 'super_admin';
  const [held] = staff ? [true] : await db.select({ id: entitlements.id }).from(entitlements).where(and(eq(entitlements.userId, user.id), eq(entitlements.characterId, characterId))).limit(1);
  if (!held) throw new AppError('FORBIDDEN', 'Buy this design to see its files.');
  // Without ffmpeg (some platforms) no video is made: the page does not wait for one.
  const expected = MAKER_FORMATS.filter((f) => videos || (f !== 'MP4' && f !== 'WEBM'));
  const files = await db.select({ id: characterFiles.id, format: characterFiles.format, fileName: characterFiles.fileName, size: characterFiles.size, variant: characterFiles.variant })
    .from(characterFiles).where(and(eq(characterFiles.characterId, characterId), inArray(characterFiles.format, [...expected]), eq(characterFiles.variant, '')));
  const ready = expected.flatMap((f) => files.filter((x) => x.format === f).map(({ variant: _v, ...x }) => x));
  return { title: row.title, ready, expected: [...expected], done: expected.every((f) => ready.some((r) => r.format === f)) };
}
