import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Scene } from '#/lib/art/scene.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { MP4_LOOP, X264, type LoopOptions } from './mp4.ts';
import { BACKDROP } from './previews.ts';
import { animationAt, type ArtSource } from './source.ts';
import { reusedFrames } from './reel-frames.ts';
import { watermarkPng } from './watermark.ts';
import { isVp9KeyFrame, ivfFrames, muxWebmWithAlpha } from './webm-mux.ts';
import { vp9 } from './webm.ts';

/**
 * A character's reel as every video made of it at once: the MP4 download (720p on the paper colour),
 * the watermarked preview clip (480p on the gallery's backdrop) and the transparent WebM (VP9 colour
 * and alpha streams). Drawing the frames is most of the work, so each frame is drawn once, with alpha,
 * and one ffmpeg run lays it on each background, scales the clip and encodes all four streams; a frame
 * the loop shows again (a wave goes up and comes back down) is drawn once too (reel-frames.ts).
 * The files are those `animationToMp4` and `animationToWebm` make one by one: same sizes, codecs,
 * settings and length.
 */

/** The watermarked clip on the page: 480p is plenty for a preview and a quarter of the encoding work. */
export const CLIP: LoopOptions = { ...MP4_LOOP, width: 854, height: 480, background: BACKDROP };

export type ReelVideos = { mp4: Buffer; clip: Buffer; webm: Buffer };

const colour = (css: string) => `0x${css.replace('#', '')}`;

/** The filter graph: input 0 the RGBA frames, input 1 the clip's watermark. Alpha is blended in RGB, as the one-by-one writers do. */
function graph(): string {
  const { width: w, height: h, fps } = MP4_LOOP;
  return [
    '[0:v]split=3[m][c][t]',
    `color=c=${colour(MP4_LOOP.background)}:s=${w}x${h}:r=${fps}[paper]`,
    '[paper][m]overlay=shortest=1:format=rgb,format=yuv420p[mp4]',
    `color=c=${colour(CLIP.background!)}:s=${CLIP.width}x${CLIP.height}:r=${fps}[backdrop]`,
    `[c]scale=${CLIP.width}:${CLIP.height}:flags=area[small]`,
    '[backdrop][small]overlay=shortest=1:format=rgb[onto]',
    '[onto][1:v]overlay=format=rgb,format=yuv420p[clip]',
    // The alpha plane becomes the luma of the second stream, untouched (full range in, full range out).
    '[t]split[tc][ta]', '[tc]format=yuv420p[colour]', '[ta]alphaextract,scale=in_range=full:out_range=full,format=yuv420p[alpha]',
  ].join(';');
}

export async function encodeReel(sceneAt: (t: number) => Scene): Promise<ReelVideos> {
  const { width, height, fps, seconds } = MP4_LOOP;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'toonmart-reel-'));
  const file = (name: string) => path.join(dir, name);
  try {
    await writeFile(file('watermark.png'), await watermarkPng(CLIP.width, CLIP.height));
    const input = ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-r', String(fps), '-i', '-', '-i', file('watermark.png')];
    await runFfmpeg([
      ...input, '-filter_complex', graph(),
      '-map', '[mp4]', ...X264, '-an', '-y', file('reel.mp4'),
      '-map', '[clip]', ...X264, '-an', '-y', file('clip.mp4'),
      '-map', '[colour]', ...vp9(30), file('colour.ivf'),
      '-map', '[alpha]', ...vp9(20), file('alpha.ivf'),
    ], reusedFrames(sceneAt, Math.round(seconds * fps), { width, height }));
    const colourFrames = ivfFrames(await readFile(file('colour.ivf'))).map((data) => ({ data, key: isVp9KeyFrame(data) }));
    const webm = muxWebmWithAlpha(colourFrames, ivfFrames(await readFile(file('alpha.ivf'))), { width, height, fps });
    return { mp4: await readFile(file('reel.mp4')), clip: await readFile(file('clip.mp4')), webm };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The reels being made or just made, by what they show: the MP4, clip and WebM of one character ask one after another. */
const recent = new Map<string, Promise<ReelVideos>>();
const KEEP = 3;

/** A reel's identity: eight frames of its loop (what the clip's key is made of too), not the way its source's JSON is ordered. */
export const reelId = (source: ArtSource) =>
  createHash('sha256').update(JSON.stringify(Array.from({ length: 8 }, (_, i) => animationAt(source, i / 8)))).digest('hex');

/** The three videos of a source's reel: encoded on the first ask, handed to the next asks from memory. */
export function reelVideos(source: ArtSource): Promise<ReelVideos> {
  const id = reelId(source);
  let made = recent.get(id);
  if (!made) {
    made = encodeReel((t) => animationAt(source, t));
    made.catch(() => recent.delete(id));
    recent.set(id, made);
    for (const key of recent.keys()) if (recent.size > KEEP) recent.delete(key);
  }
  return made;
}
