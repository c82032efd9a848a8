import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '#/lib/ids.ts';
import type { Database } from '#/server/db/open.ts';
import { characterFiles, characterMedia, characters } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { mayPreview, type Viewer } from '#/lib/preview-access.ts';

export type GalleryView = { position: number; label: string; width: number; height: number };
/** A format's main file (size null while it is being prepared) and how many files of that format come with it (a PNG per pose). */
export type FileDetail = { format: string; size: number | null; width: number | null; height: number | null; durationMs: number | null; count: number };
export type Gallery = {
  views: GalleryView[];
  clip: { width: number; height: number } | null;
  /** The watermarked Lottie of the reel, played in the clip's place (the clip is its fallback). */
  lottie: boolean;
  /** Every offered format, in the character's order; size null while it is being prepared. */
  files: FileDetail[];
  preparing: boolean;
};

/** What the character page shows of a character's media: gallery views, the clip and the details of every offered file. */
export async function getGallery(db: Database, characterId: string, offer: { formats: string[]; hasVideo: boolean }): Promise<Gallery> {
  const [media, files] = await Promise.all([
    db.select({ kind: characterMedia.kind, position: characterMedia.position, label: characterMedia.label, width: characterMedia.width, height: characterMedia.height })
      .from(characterMedia).where(eq(characterMedia.characterId, characterId)).orderBy(asc(characterMedia.position)),
    db.select({ format: characterFiles.format, variant: characterFiles.variant, size: characterFiles.size, width: characterFiles.width, height: characterFiles.height, durationMs: characterFiles.durationMs })
      .from(characterFiles).where(eq(characterFiles.characterId, characterId)).orderBy(asc(characterFiles.variant)),
  ]);
  const views = media.filter((m) => m.kind === 'view').map(({ kind: _k, ...v }) => v);
  const clip = media.find((m) => m.kind === 'clip') ?? null;
  const details = offer.formats.map((format): FileDetail => {
    const all = files.filter((f) => f.format === format);
    const main = all[0];
    return main ? { format, size: main.size, width: main.width, height: main.height, durationMs: main.durationMs, count: all.length } : { format, size: null, width: null, height: null, durationMs: null, count: 0 };
  });
  const preparing = views.length === 0 || details.some((f) => f.size === null);
  // An uploaded clip has no media row: shown all the same, at the usual preview size.
  const shownClip = clip ? { width: clip.width, height: clip.height } : offer.hasVideo ? { width: 854, height: 480 } : null;
  const lottie = media.some((m) => m.kind === 'lottie');
  return { views, clip: shownClip, lottie, files: details, preparing };
}

/**
 * The storage key of a character's watermarked gallery view: public for a published one (previews are
 * not the product); `private` for one not on sale, shown only to staff and its artist (`viewer`).
 */
export async function galleryViewKey(db: Database, characterId: string, position: string, viewer?: Viewer): Promise<{ key: string; private: boolean }> {
  if (!isUuid(characterId) || !/^\d{1,3}$/.test(position)) throw new AppError('NOT_FOUND', 'No such preview.');
  const [row] = await db.select({ key: characterMedia.storageKey, status: characters.status, artistId: characters.artistId }).from(characterMedia)
    .innerJoin(characters, eq(characters.id, characterMedia.characterId))
    .where(and(eq(characterMedia.characterId, characterId), eq(characterMedia.kind, 'view'), eq(characterMedia.position, Number(position))));
  if (!row || (row.status !== 'published' && !mayPreview(viewer, row.artistId))) throw new AppError('NOT_FOUND', 'No such preview (it may still be being prepared).');
  return { key: row.key, private: row.status !== 'published' };
}
