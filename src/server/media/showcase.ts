import sharp from 'sharp';
import { sceneToSvg, type Scene } from '#/lib/art/scene.ts';
import { CUSTOM_EXAMPLES } from '#/lib/custom-examples.ts';
import { BACKDROP } from './previews.ts';

/** Showcase pictures are shown at most about 300 CSS pixels wide: 480 covers 1.5× screens, a loop less. */
const STILL_SIZE = 480;
const LOOP_SIZE = 360;
const LOOP_FRAME_MS = 70;

const render = (scene: Scene, size: number) => sharp(Buffer.from(sceneToSvg(scene, { width: size, height: size, background: BACKDROP }))).png().toBuffer();

/** Every picture of the custom work examples, by file name (without .webp). */
export function showcaseFiles(): string[] {
  return CUSTOM_EXAMPLES.flatMap((e) => e.pictures.map((p) => p.file));
}

/** One showcase picture as WebP: a still, or a looping animated WebP for a loop. Null for an unknown name. */
export async function showcasePicture(file: string): Promise<Buffer | null> {
  const picture = CUSTOM_EXAMPLES.flatMap((e) => e.pictures).find((p) => p.file === file);
  if (!picture) return null;
  if (!picture.frames) return sharp(await render(picture.scene, STILL_SIZE)).webp({ quality: 82 }).toBuffer();
  const frames = await Promise.all(picture.frames.map((f) => render(f, LOOP_SIZE)));
  return sharp(frames, { join: { animated: true } }).webp({ loop: 0, delay: LOOP_FRAME_MS, quality: 72 }).toBuffer();
}
