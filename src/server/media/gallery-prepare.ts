import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { characterMedia, characters } from '#/server/db/schema.ts';
import { derive, type Derived, type MediaContext } from './derived.ts';
import { CLIP, reelVideos } from './reel.ts';
import { previewLottie } from './lottie-preview.ts';
import { previewDimensions, thumbnail, THUMB_SIZE, viewPreview } from './previews.ts';
import { animationAt, galleryScenes, mainScene, type ArtSource } from './source.ts';
import { WATERMARK_ID } from './watermark.ts';

type Kind = (typeof characterMedia.$inferInsert)['kind'];
type Entry = { position: number; label: string; stored: Derived; contentType: string; width: number; height: number };

async function record(db: DbOrTx, characterId: string, kind: Kind, entry: Entry): Promise<void> {
  const values = { label: entry.label, storageKey: entry.stored.key, contentType: entry.contentType, width: entry.width, height: entry.height };
  await db.insert(characterMedia).values({ characterId, kind, position: entry.position, ...values })
    .onConflictDoUpdate({ target: [characterMedia.characterId, characterMedia.kind, characterMedia.position], set: values });
}

/** Points the character's card picture or clip at `key`, unless someone (an admin) replaced ours by another. */
async function adopt(db: DbOrTx, characterId: string, column: 'previewKey' | 'videoKey', previous: string | undefined, key: string): Promise<void> {
  const [row] = await db.select({ current: characters[column] }).from(characters).where(eq(characters.id, characterId));
  if (row && (row.current === null || row.current === previous)) await db.update(characters).set({ [column]: key }).where(eq(characters.id, characterId));
}

async function previousKey(db: DbOrTx, characterId: string, kind: Kind, position = 0): Promise<string | undefined> {
  const [row] = await db.select({ key: characterMedia.storageKey }).from(characterMedia)
    .where(and(eq(characterMedia.characterId, characterId), eq(characterMedia.kind, kind), eq(characterMedia.position, position)));
  return row?.key;
}

/** The clean card picture (fast: made while seeding). */
export async function prepareThumbnail(db: DbOrTx, ctx: MediaContext, characterId: string, source: ArtSource): Promise<void> {
  const scene = mainScene(source);
  const previous = await previousKey(db, characterId, 'thumb');
  const stored = await derive(ctx, { input: `thumb\n${JSON.stringify(scene)}`, ext: 'webp', contentType: 'image/webp', recorded: previous }, () => thumbnail(scene));
  if (stored.unchanged) return;
  await record(db, characterId, 'thumb', { position: 0, label: 'Card', stored, contentType: 'image/webp', ...previewDimensions(scene, THUMB_SIZE) });
  await adopt(db, characterId, 'previewKey', previous, stored.key);
}

/** The watermarked gallery: the three views (and a set's members), in page order. */
export async function prepareViews(db: DbOrTx, ctx: MediaContext, characterId: string, source: ArtSource): Promise<void> {
  const entries = galleryScenes(source);
  for (const [position, { label, scene }] of entries.entries()) {
    const recorded = await previousKey(db, characterId, 'view', position);
    const stored = await derive(ctx, { input: `view\n${WATERMARK_ID}\n${JSON.stringify(scene)}`, ext: 'webp', contentType: 'image/webp', recorded }, () => viewPreview(scene));
    if (!stored.unchanged) await record(db, characterId, 'view', { position, label, stored, contentType: 'image/webp', ...previewDimensions(scene) });
  }
  await db.delete(characterMedia).where(and(eq(characterMedia.characterId, characterId), eq(characterMedia.kind, 'view'), gte(characterMedia.position, entries.length)));
}

/** The watermarked preview clip shown (muted, looping) in the gallery. */
export async function prepareClip(db: DbOrTx, ctx: MediaContext, characterId: string, source: ArtSource): Promise<void> {
  const sample = JSON.stringify(Array.from({ length: 8 }, (_, i) => animationAt(source, i / 8)));
  const previous = await previousKey(db, characterId, 'clip');
  const stored = await derive(ctx, { input: `clip\n${WATERMARK_ID}\n${JSON.stringify(CLIP)}\n${sample}`, ext: 'mp4', contentType: 'video/mp4', recorded: previous }, () => reelVideos(source).then((v) => v.clip));
  if (stored.unchanged) return;
  await record(db, characterId, 'clip', { position: 0, label: 'Animated preview', stored, contentType: 'video/mp4', width: CLIP.width, height: CLIP.height });
  await adopt(db, characterId, 'videoKey', previous, stored.key);
}

/** The watermarked Lottie of a single character's reel, played on its page (a set has no one rig: its page plays the clip). */
export async function prepareLottiePreview(db: DbOrTx, ctx: MediaContext, characterId: string, source: ArtSource, title: string): Promise<void> {
  if (source.kind !== 'single') return;
  const previous = await previousKey(db, characterId, 'lottie');
  const stored = await derive(ctx, { input: `lottie-preview-1\n${WATERMARK_ID}\n${title}\n${JSON.stringify(source.art)}`, ext: 'json', contentType: 'application/json', recorded: previous }, () => previewLottie(source.art, title));
  if (stored.unchanged) return;
  await record(db, characterId, 'lottie', { position: 0, label: 'Animated preview (Lottie)', stored, contentType: 'application/json', width: 1000, height: 1000 });
}
