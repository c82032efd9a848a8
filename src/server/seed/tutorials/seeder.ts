import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { invalidateCatalogue } from '#/server/cache/invalidate.ts';
import type { Database } from '#/server/db/open.ts';
import { storedFiles, tutorials } from '#/server/db/schema.ts';
import { mediaContext } from '#/server/media/context.ts';
import { derive, type MediaContext } from '#/server/media/derived.ts';
import { ffmpegPath } from '#/server/media/ffmpeg.ts';
import type { Storage } from '#/server/storage/storage.ts';
import type { Seeder } from '#/server/seed/seeder.ts';
import { svgDocument } from './art/draw.ts';
import { frameSvg, TUTORIAL_VIDEO, tutorialVideo } from './art/video.ts';
import { TUTORIAL_SEEDS } from './index.ts';
import { captionsOf, videoSeconds, type TutorialSeed } from './model.ts';

/** Bump when the drawings change without their captions changing: the cached videos are then made again. */
const ART_VERSION = 'tutorials-1';

type Made = { key: string; size: number };

async function record(db: Database, made: Made, kind: string, contentType: string, name: string, size?: { width: number; height: number }) {
  await db.insert(storedFiles).values({ key: made.key, kind, size: made.size, contentType, name, width: size?.width ?? null, height: size?.height ?? null }).onConflictDoNothing();
}

async function thumbnailOf(ctx: MediaContext, seed: TutorialSeed): Promise<Made> {
  const svg = svgDocument(seed.title, seed.cover());
  return derive(ctx, { input: `${ART_VERSION}\nthumbnail\n${svg}`, ext: 'webp', contentType: 'image/webp', folder: 'tutorials' }, () => sharp(Buffer.from(svg)).resize(1280, 720).webp({ quality: 82 }).toBuffer());
}

async function captionsFile(ctx: MediaContext, seed: TutorialSeed): Promise<Made> {
  const vtt = captionsOf(seed.video);
  return derive(ctx, { input: `captions\n${vtt}`, ext: 'vtt', contentType: 'text/vtt', folder: 'tutorials' }, async () => Buffer.from(vtt));
}

/** The demo tutorials (text, thumbnail, captions), published; their videos follow in the background. */
export async function seedTutorials(db: Database, storage: Storage, log: (line: string) => void = () => {}): Promise<void> {
  const ctx = mediaContext(storage);
  const existing = new Set((await db.select({ slug: tutorials.slug }).from(tutorials)).map((r) => r.slug));
  const now = Date.now();
  let added = 0;
  for (const [i, seed] of TUTORIAL_SEEDS.entries()) {
    if (existing.has(seed.slug)) continue;
    const [thumb, captions] = [await thumbnailOf(ctx, seed), await captionsFile(ctx, seed)];
    await record(db, thumb, 'tutorial-thumbnail', 'image/webp', `${seed.slug}.webp`, { width: 1280, height: 720 });
    await record(db, captions, 'tutorial-captions', 'text/vtt', `${seed.slug}.vtt`);
    const { slug, title, summary, body, level, formats } = seed;
    const publishedAt = new Date(now - (i + 1) * 86_400_000);
    await db.insert(tutorials).values({ slug, title, summary, body, level, formats, thumbnailKey: thumb.key, captionsKey: captions.key, published: true, publishedAt, createdAt: publishedAt, updatedAt: publishedAt }).onConflictDoNothing();
    added++;
  }
  log(`[seed] tutorials: ${added} added; their videos are made in the background`);
}

export const tutorialsSeeder: Seeder = { name: 'tutorials', run: (db, log, storage) => seedTutorials(db, storage, log) };

/** What a video depends on: its captions and the middle frame of every segment. */
const videoInput = (seed: TutorialSeed) => [ART_VERSION, JSON.stringify(TUTORIAL_VIDEO), captionsOf(seed.video), ...seed.video.map((s) => frameSvg(s.draw(0.5)))].join('\n');

/**
 * Makes the video of every demo tutorial that has none yet (an admin's own upload is never
 * replaced): a few seconds each, run after start-up so the store answers meanwhile.
 */
export async function prepareTutorialVideos(db: Database, storage: Storage, log: (line: string) => void = console.log, only?: string[]): Promise<void> {
  if (!ffmpegPath()) return log('tutorials: no ffmpeg on this platform, videos are not made');
  const ctx = mediaContext(storage);
  const bySlug = new Map(TUTORIAL_SEEDS.filter((s) => !only || only.includes(s.slug)).map((s) => [s.slug, s]));
  const missing = await db.select({ id: tutorials.id, slug: tutorials.slug }).from(tutorials).where(and(isNull(tutorials.videoKey), inArray(tutorials.slug, [...bySlug.keys()])));
  const started = performance.now();
  for (const row of missing) {
    const seed = bySlug.get(row.slug)!;
    try {
      const made = await derive(ctx, { input: videoInput(seed), ext: 'mp4', contentType: 'video/mp4', folder: 'tutorials' }, () => tutorialVideo(seed.video));
      await record(db, made, 'tutorial-video', 'video/mp4', `${seed.slug}.mp4`, TUTORIAL_VIDEO);
      await db.update(tutorials).set({ videoKey: made.key }).where(and(eq(tutorials.id, row.id), isNull(tutorials.videoKey)));
    } catch (error) {
      log(`tutorials: the video of ${seed.slug} failed: ${(error as Error).message}`);
    }
  }
  // Tutorial pages cached before their video existed show it from now on.
  if (missing.length) await invalidateCatalogue(db);
  if (missing.length) log(`tutorials: ${missing.length} videos (${missing.map((r) => videoSeconds(bySlug.get(r.slug)!.video)).join(', ')} s) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
