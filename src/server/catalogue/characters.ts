import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { characterFiles, characterMedia, characters, characterSetMembers, characterTypes } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { CharacterCard } from './search.ts';
import type { ArtistByline } from './card.ts';
import { isUuid } from '#/lib/ids.ts';
import { byFormatAndPose } from '#/lib/file-labels.ts';
import { mayPreview, type Viewer } from '#/lib/preview-access.ts';

export type CharacterFile = { id: string; format: string; variant: string; fileName: string; size: number };
export type CharacterDetail = CharacterCard & {
  description: string;
  tags: string[];
  /** Colour words (from the art or stated by the artist): shown as links to a colour search. */
  colours: string[];
  hasVideo: boolean;
  files: CharacterFile[];
  members: CharacterCard[];
  inSets: CharacterCard[];
};

const cardColumns = {
  id: characters.id,
  slug: characters.slug,
  kind: characters.kind,
  title: characters.title,
  typeName: characterTypes.name,
  typeSlug: characterTypes.slug,
  formats: characters.formats,
  priceType: characters.priceType,
  priceStandard: characters.priceStandard,
  priceExtended: characters.priceExtended,
  discountPercent: characters.discountPercent,
  hasPreview: sql<boolean>`(${characters.previewKey} IS NOT NULL)`,
  artist: sql<ArtistByline | null>`(SELECT json_build_object('name', ap.display_name, 'slug', ap.slug) FROM artist_profiles ap WHERE ap.user_id = ${characters.artistId})`,
};

function cards(db: Database) {
  return db.select(cardColumns).from(characters).innerJoin(characterTypes, eq(characterTypes.id, characters.typeId));
}

/** Slugs are lowercase words and hyphens; anything else (a NUL byte made PostgreSQL refuse the query: a 500) cannot exist. */
const isSlug = (slug: string) => /^[a-z0-9-]{1,120}$/.test(slug);

/** A published character with its files, set members and the sets it belongs to (similar characters: similar.ts). */
export async function getCharacterPage(db: Database, slug: string, preview?: { viewer: Viewer }): Promise<CharacterDetail> {
  if (!isSlug(slug)) throw new AppError('NOT_FOUND', 'No character at this address. Browse the catalogue to find another.');
  const [found] = await db
    .select({ ...cardColumns, description: characters.description, tags: characters.tags, colours: characters.colours, typeId: characters.typeId, hasVideo: sql<boolean>`(${characters.videoKey} IS NOT NULL)`,
      status: characters.status, artistId: characters.artistId })
    .from(characters)
    .innerJoin(characterTypes, eq(characterTypes.id, characters.typeId))
    .where(preview ? eq(characters.slug, slug) : and(eq(characters.slug, slug), eq(characters.status, 'published')));
  // A preview shows any state of the character, to staff and its artist only.
  if (!found || (preview && !mayPreview(preview.viewer, found.artistId))) throw new AppError('NOT_FOUND', `No character "${slug}". Browse the catalogue to find another.`);
  const { status: _status, artistId: _artistId, ...row } = found;
  const files = await filesOf(db, row.id);
  const memberIds = db.select({ id: characterSetMembers.characterId }).from(characterSetMembers).where(eq(characterSetMembers.setId, row.id));
  const setIds = db.select({ id: characterSetMembers.setId }).from(characterSetMembers).where(eq(characterSetMembers.characterId, row.id));
  const published = eq(characters.status, 'published');
  const [members, inSets] = await Promise.all([
    cards(db).where(and(inArray(characters.id, memberIds), published)).orderBy(asc(characters.title)),
    cards(db).where(and(inArray(characters.id, setIds), published)).orderBy(asc(characters.title)),
  ]);
  const { typeId: _typeId, ...detail } = row;
  return { ...detail, files, members, inSets };
}

/** A character's files in the order the page lists them (format, then pose). */
export async function filesOf(db: Database, characterId: string): Promise<CharacterFile[]> {
  const files = await db
    .select({ id: characterFiles.id, format: characterFiles.format, variant: characterFiles.variant, fileName: characterFiles.fileName, size: characterFiles.size })
    .from(characterFiles)
    .where(eq(characterFiles.characterId, characterId))
    .orderBy(asc(characterFiles.format), asc(characterFiles.variant));
  return files.sort(byFormatAndPose);
}

/**
 * The storage key of a character's preview image or video: public for a published one (previews are
 * not the product); `private` for one not on sale, which only staff and its artist (`viewer`) get.
 */
export async function previewKey(db: Database, id: string, which: 'image' | 'video' | 'lottie', viewer?: Viewer): Promise<{ key: string; private: boolean }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ image: characters.previewKey, video: characters.videoKey, lottie: characterMedia.storageKey, status: characters.status, artistId: characters.artistId })
    .from(characters)
    .leftJoin(characterMedia, and(eq(characterMedia.characterId, characters.id), eq(characterMedia.kind, 'lottie'), eq(characterMedia.position, 0)))
    .where(eq(characters.id, id));
  const shown = row && (row.status === 'published' || mayPreview(viewer, row.artistId));
  const key = row?.[which];
  if (!shown || !key) throw new AppError('NOT_FOUND', 'This character has no preview of that kind.');
  return { key, private: row.status !== 'published' };
}

/** The public picture or clip of a character type. */
export async function typePreviewKey(db: Database, slug: string, which: 'image' | 'video'): Promise<string> {
  if (!isSlug(slug)) throw new AppError('NOT_FOUND');
  const [row] = await db.select({ image: characterTypes.imageKey, video: characterTypes.videoKey }).from(characterTypes).where(eq(characterTypes.slug, slug));
  const key = which === 'image' ? row?.image : row?.video;
  if (!key) throw new AppError('NOT_FOUND', 'This character type has no preview of that kind.');
  return key;
}
