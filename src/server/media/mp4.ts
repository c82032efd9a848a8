import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Scene } from '#/lib/art/scene.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { loopFrames, rawInput, type LoopOptions } from './frames.ts';

export type { LoopOptions } from './frames.ts';

/** The download: 720p, 4 seconds at 24 frames per second (the rig's reel: a wave, then a walk or the idle). */
export const MP4_LOOP: LoopOptions & { background: string } = { width: 1280, height: 720, seconds: 4, fps: 24, background: '#f6f3ee' };

/** H.264 as every MP4 of the store is encoded (the download, the preview clip): one setting, one place. */
export const X264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-threads', '2', '-movflags', '+faststart'];

/** Runs ffmpeg into a temporary file (MP4 moves its index to the front after encoding; WebM needs a seekable file for its cues). */
export async function encodeToFile(ext: string, args: string[], frames: AsyncIterable<Buffer>): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `toonmart-${ext}-`));
  const out = path.join(dir, `loop.${ext}`);
  try {
    await runFfmpeg([...args, '-an', '-y', out], frames);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A looping H.264 MP4 (yuv420p, +faststart so browsers play it before it has fully loaded) of the
 * animation `sceneAt(t)` for t in [0, 1), on the options' background colour.
 */
export function animationToMp4(sceneAt: (t: number) => Scene, o: LoopOptions = MP4_LOOP): Promise<Buffer> {
  const options = { ...o, background: o.background ?? MP4_LOOP.background };
  return encodeToFile('mp4', [...rawInput(options), ...X264], loopFrames(sceneAt, options));
}
