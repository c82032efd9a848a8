import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sceneToSvg, type Scene } from '#/lib/art/scene.ts';
import { runFfmpeg } from './ffmpeg.ts';

export type LoopOptions = {
  width: number;
  height: number;
  seconds: number;
  fps: number;
  /** The video has no transparency: the character stands on this colour. */
  background: string;
  /** A PNG of the frame's size drawn over every frame (the preview's watermark). */
  overlay?: Buffer;
};

/** The download: 720p, 4 seconds at 24 frames per second. */
export const MP4_LOOP: LoopOptions = { width: 1280, height: 720, seconds: 4, fps: 24, background: '#f6f3ee' };

async function frame(scene: Scene, o: LoopOptions): Promise<Buffer> {
  const svg = sceneToSvg(scene, { width: o.width, height: o.height });
  const image = sharp(Buffer.from(svg)).flatten({ background: o.background });
  if (o.overlay) image.composite([{ input: o.overlay }]);
  return image.removeAlpha().raw().toBuffer();
}

async function* frames(sceneAt: (t: number) => Scene, o: LoopOptions): AsyncIterable<Buffer> {
  const count = Math.round(o.seconds * o.fps);
  // Two frames render while ffmpeg encodes the previous ones.
  let next = frame(sceneAt(0), o);
  for (let i = 0; i < count; i++) {
    const current = next;
    if (i + 1 < count) next = frame(sceneAt((i + 1) / count), o);
    yield await current;
  }
}

/**
 * A looping H.264 MP4 (yuv420p, +faststart so browsers play it before it has fully loaded) of the
 * animation `sceneAt(t)` for t in [0, 1). ffmpeg writes to a temporary file because the index
 * (moov) is moved to the front after encoding.
 */
export async function animationToMp4(sceneAt: (t: number) => Scene, o: LoopOptions = MP4_LOOP): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'toonmart-mp4-'));
  const out = path.join(dir, 'loop.mp4');
  try {
    const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${o.width}x${o.height}`, '-r', String(o.fps), '-i', '-'];
    const encode = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-threads', '2', '-movflags', '+faststart', '-an', '-y', out];
    await runFfmpeg([...input, ...encode], frames(sceneAt, o));
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
