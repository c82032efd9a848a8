import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Scene } from '#/lib/art/scene.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { loopFrames, rawInput, type LoopOptions } from './frames.ts';
import { MP4_LOOP } from './mp4.ts';
import { isVp9KeyFrame, ivfFrames, muxWebmWithAlpha } from './webm-mux.ts';

/** The transparent clip: the MP4's size, length and frame rate, without a background. */
export const WEBM_LOOP: LoopOptions = { ...MP4_LOOP, background: null };

/** VP9 at constant quality, a key frame every second (the colour and alpha streams share them), no hidden frames. */
export const vp9 = (crf: number) => ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '0', '-crf', String(crf), '-g', '24', '-keyint_min', '24', '-auto-alt-ref', '0', '-lag-in-frames', '0', '-threads', '2', '-f', 'ivf', '-y'];

/**
 * A looping WebM with an alpha channel (VP9, alpha mode 1: Premiere, After Effects, DaVinci Resolve and
 * browsers lay it over other footage). The bundled ffmpeg can write yuva420p VP9 itself, but it then
 * encodes the alpha plane at libvpx's slowest settings (about 75 s for 4 s of 720p here, against 6 s
 * for the MP4), so one ffmpeg run encodes the colour and the alpha plane as two fast VP9 streams and
 * `muxWebmWithAlpha` joins them the way WebM stores transparency.
 */
export async function animationToWebm(sceneAt: (t: number) => Scene, o: LoopOptions = WEBM_LOOP): Promise<Buffer> {
  const options = { ...o, background: null };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'toonmart-webm-'));
  const [colourFile, alphaFile] = [path.join(dir, 'colour.ivf'), path.join(dir, 'alpha.ivf')];
  // The alpha plane becomes the luma of the second stream, untouched (full range in, full range out).
  const split = '[0:v]split[c][a];[c]format=yuv420p[colour];[a]alphaextract,scale=in_range=full:out_range=full,format=yuv420p[alpha]';
  try {
    await runFfmpeg([...rawInput(options), '-filter_complex', split, '-map', '[colour]', ...vp9(30), colourFile, '-map', '[alpha]', ...vp9(20), alphaFile], loopFrames(sceneAt, options));
    const colour = ivfFrames(await readFile(colourFile)).map((data) => ({ data, key: isVp9KeyFrame(data) }));
    return muxWebmWithAlpha(colour, ivfFrames(await readFile(alphaFile)), { width: options.width, height: options.height, fps: options.fps });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
