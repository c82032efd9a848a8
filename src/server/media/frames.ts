import sharp from 'sharp';
import { sceneToSvg, type Scene } from '#/lib/art/scene.ts';

export type LoopOptions = {
  width: number;
  height: number;
  seconds: number;
  fps: number;
  /** The character stands on this colour; null keeps the background transparent (RGBA frames). */
  background: string | null;
  /** A PNG of the frame's size drawn over every frame (the preview's watermark). */
  overlay?: Buffer;
};

/** Raw bytes of one frame: RGB on the background, or RGBA when there is none. */
async function frame(scene: Scene, o: LoopOptions): Promise<Buffer> {
  let image = sharp(Buffer.from(sceneToSvg(scene, { width: o.width, height: o.height })));
  if (o.background) image = image.flatten({ background: o.background });
  if (o.overlay) image = image.composite([{ input: o.overlay }]);
  return o.background ? image.removeAlpha().raw().toBuffer() : image.ensureAlpha().raw().toBuffer();
}

/** The loop's frames, t = i / count for i in 0…count−1; the next frame renders while the encoder takes this one. */
export async function* loopFrames(sceneAt: (t: number) => Scene, o: LoopOptions): AsyncIterable<Buffer> {
  const count = Math.round(o.seconds * o.fps);
  let next = frame(sceneAt(0), o);
  for (let i = 0; i < count; i++) {
    const current = next;
    if (i + 1 < count) next = frame(sceneAt((i + 1) / count), o);
    yield await current;
  }
}

/** ffmpeg's options for reading the frames `loopFrames` writes to its stdin. */
export const rawInput = (o: LoopOptions) => ['-f', 'rawvideo', '-pix_fmt', o.background ? 'rgb24' : 'rgba', '-s', `${o.width}x${o.height}`, '-r', String(o.fps), '-i', '-'];
