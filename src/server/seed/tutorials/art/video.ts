import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '#/server/media/ffmpeg.ts';
import type { VideoSegment } from '#/server/seed/tutorials/model.ts';
import { COLOURS, H, W } from './draw.ts';

/** Tutorial clips are small: 640 × 360 at 12 frames a second is enough for diagrams that move. */
export const TUTORIAL_VIDEO = { width: 640, height: 360, fps: 12 };

export function frameSvg(inner: string): string {
  const { width, height } = TUTORIAL_VIDEO;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${COLOURS.cream}"/>${inner}</svg>`;
}

async function* frames(video: VideoSegment[]): AsyncIterable<Buffer> {
  for (const segment of video) {
    const count = Math.round(segment.seconds * TUTORIAL_VIDEO.fps);
    for (let i = 0; i < count; i++) {
      const t = count > 1 ? i / (count - 1) : 0;
      yield await sharp(Buffer.from(frameSvg(segment.draw(t)))).flatten({ background: COLOURS.cream }).removeAlpha().raw().toBuffer();
    }
  }
}

/** The clip as an H.264 MP4 (yuv420p, +faststart), silent: the captions carry the words. */
export async function tutorialVideo(video: VideoSegment[]): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'toonmart-tutorial-'));
  const out = path.join(dir, 'tutorial.mp4');
  const { width, height, fps } = TUTORIAL_VIDEO;
  try {
    const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(fps), '-i', '-'];
    const encode = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p', '-threads', '1', '-movflags', '+faststart', '-an', '-y', out];
    await runFfmpeg([...input, ...encode], frames(video));
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
