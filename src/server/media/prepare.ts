import { buffer } from 'node:stream/consumers';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { invalidateCatalogue } from '#/server/cache/invalidate.ts';
import type { Database } from '#/server/db/open.ts';
import { characterArt, characterMedia, characters } from '#/server/db/schema.ts';
import { derive, type MediaContext } from './derived.ts';
import { prepareFile, type FileFormat } from './files.ts';
import { ffmpegPath } from './ffmpeg.ts';
import { prepareClip, prepareLottiePreview, prepareThumbnail, prepareViews } from './gallery-prepare.ts';
import { PREVIEW_SIZE, uploadPreview } from './previews.ts';
import { WATERMARK_ID } from './watermark.ts';
import type { ArtSource } from './source.ts';

type Drawn = { id: string; slug: string; title: string; formats: string[]; priceType?: string; source: ArtSource };
const offers = (c: Drawn, format: FileFormat) => c.formats.includes(format);

/** The quick part, done while seeding so cards and vector downloads exist at once: thumbnail, EPS, AI, the rigged SVG. */
export async function prepareQuick(db: Database, ctx: MediaContext, c: Drawn): Promise<void> {
  await prepareThumbnail(db, ctx, c.id, c.source);
  for (const format of ['EPS', 'AI', 'SVG'] as const) if (offers(c, format)) await prepareFile(db, ctx, c, c.source, format);
}

/** The slow steps, cheapest first so shoppers see galleries before the videos are done. */
const STEPS: { name: string; run: (db: Database, ctx: MediaContext, c: Drawn) => Promise<void> }[] = [
  { name: 'cards and vector files', run: prepareQuick },
  { name: 'gallery previews', run: (db, ctx, c) => prepareViews(db, ctx, c.id, c.source) },
  {
    name: 'PNG, FLA, Lottie and sprite-sheet files',
    run: async (db, ctx, c) => {
      for (const format of ['PNG', 'FLA', 'LOTTIE', 'SPRITES'] as const) if (offers(c, format)) await prepareFile(db, ctx, c, c.source, format);
      if (offers(c, 'MP4')) await prepareLottiePreview(db, ctx, c.id, c.source, c.title);
    },
  },
  {
    name: 'videos',
    run: async (db, ctx, c) => {
      if (!ffmpegPath()) return;
      if (offers(c, 'MP4')) await prepareFile(db, ctx, c, c.source, 'MP4');
      if (offers(c, 'MP4')) await prepareClip(db, ctx, c.id, c.source);
      if (offers(c, 'WEBM')) await prepareFile(db, ctx, c, c.source, 'WEBM');
    },
  },
];

/** A type without a clip shows the preview clip of its most popular character that has one. */
async function adoptTypeClips(db: Database): Promise<void> {
  await db.execute(sql`UPDATE character_types t SET video_key = (
      SELECT m.storage_key FROM character_media m JOIN characters c ON c.id = m.character_id
      WHERE c.type_id = t.id AND m.kind = 'clip' AND c.status = 'published' ORDER BY c.popularity DESC LIMIT 1)
    WHERE t.video_key IS NULL`);
}

async function drawnCharacters(db: Database): Promise<Drawn[]> {
  const rows = await db.select({ id: characters.id, slug: characters.slug, title: characters.title, formats: characters.formats, priceType: characters.priceType, source: characterArt.source })
    .from(characterArt).innerJoin(characters, eq(characters.id, characterArt.characterId)).orderBy(sql`${characters.popularity} DESC`);
  return rows.map((r) => ({ ...r, source: r.source as ArtSource }));
}

/**
 * Uploaded characters (no art source) with a preview image: a watermarked gallery view made from that
 * image, made again when an admin replaces the image (the view's key follows the image's key).
 */
async function prepareUploads(db: Database, ctx: MediaContext, only?: string[]): Promise<number> {
  const rows = await db.select({ id: characters.id, key: characters.previewKey, recorded: characterMedia.storageKey }).from(characters)
    .leftJoin(characterArt, eq(characterArt.characterId, characters.id))
    .leftJoin(characterMedia, and(eq(characterMedia.characterId, characters.id), eq(characterMedia.kind, 'view'), eq(characterMedia.position, 0)))
    .where(and(isNull(characterArt.characterId), isNotNull(characters.previewKey), only ? inArray(characters.id, only) : undefined));
  let count = 0;
  for (const row of rows) {
    const made: { size?: { width: number; height: number } } = {};
    const stored = await derive(ctx, { input: `upload-view\n${WATERMARK_ID}\n${row.key}`, ext: 'webp', contentType: 'image/webp', recorded: row.recorded }, async () => {
      const object = await ctx.storage.get(row.key!);
      if (!object) throw new Error(`the preview ${row.key} is missing from storage`);
      const image = await buffer(object.body);
      const meta = await sharp(image).metadata();
      const scale = Math.min(1, PREVIEW_SIZE / Math.max(meta.width, meta.height));
      made.size = { width: Math.round(meta.width * scale), height: Math.round(meta.height * scale) };
      return uploadPreview(image);
    }).catch(() => null);
    if (!stored || stored.unchanged) continue;
    // Made earlier (another server, the cache): its size is read from the stored view.
    // Read through a widened type: TypeScript does not see the assignment inside the callback above.
    const known = made.size as { width: number; height: number } | undefined;
    const size = known ?? (await sharp(await buffer((await ctx.storage.get(stored.key))!.body)).metadata().then((m) => ({ width: m.width, height: m.height })));
    if (!size) continue;
    const values = { label: 'Preview', storageKey: stored.key, contentType: 'image/webp', width: size.width, height: size.height };
    await db.insert(characterMedia).values({ characterId: row.id, kind: 'view', position: 0, ...values })
      .onConflictDoUpdate({ target: [characterMedia.characterId, characterMedia.kind, characterMedia.position], set: values });
    count++;
  }
  return count;
}

async function runStep(db: Database, ctx: MediaContext, step: (typeof STEPS)[number], group: Drawn[], label: string, log: (line: string) => void): Promise<void> {
  if (!group.length) return;
  const started = performance.now();
  let changed = false;
  const watched: MediaContext = { ...ctx, onChange: () => ((changed = true), ctx.onChange?.()) };
  for (const [i, c] of group.entries()) {
    await step.run(db, watched, c).catch((error: Error) => log(`media: ${step.name} of ${c.slug} failed: ${error.message}`));
    if ((i + 1) % 20 === 0 && i + 1 < group.length) log(`media: ${step.name} ${i + 1}/${group.length}`);
  }
  log(`media: ${step.name} ready for ${group.length} ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Cached character pages list the files and galleries: once a step has made something, they show it.
  if (changed) await invalidateCatalogue(db);
}

/**
 * Everything derived from the characters' art, made or reused: safe to run again at any time (each
 * file is keyed by what it is made from), from several servers at once, and after a crash.
 */
export async function prepareMedia(db: Database, ctx: MediaContext, log: (line: string) => void = () => {}, only?: string[]): Promise<void> {
  const started = performance.now();
  const drawn = (await drawnCharacters(db)).filter((c) => !only || only.includes(c.id));
  if (!ffmpegPath()) log('media: no ffmpeg on this platform, videos are not made');
  // Free samples are what a new visitor downloads first (the popup sends them there): each phase does theirs first.
  // Every page shows pictures before any video is encoded: the videos (MP4, clip, WebM) are the long part.
  const groups = [drawn.filter((c) => c.priceType === 'free'), drawn.filter((c) => c.priceType !== 'free')];
  for (const phase of [STEPS.slice(0, -1), STEPS.slice(-1)]) {
    for (const [g, group] of groups.entries()) {
      for (const step of phase) await runStep(db, ctx, step, group, g === 0 ? 'free samples' : 'characters', log);
    }
  }
  await adoptTypeClips(db);
  const uploads = await prepareUploads(db, ctx, only);
  if (uploads) log(`media: previews of ${uploads} uploaded characters`);
  log(`media: all prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
