import sharp, { type Sharp } from 'sharp';
import { sceneToSvg, type Scene } from '#/lib/art/scene.ts';
import { fitSize } from './png.ts';
import { watermarkPng } from './watermark.ts';

/** Gallery images: large enough for a zoom on a laptop screen, watermarked. */
export const PREVIEW_SIZE = 1000;
/** Card pictures: 240 CSS pixels on 2× screens, clean (too small to be worth taking). */
export const THUMB_SIZE = 480;
/** The backdrop of previews, thumbnails and videos: the art is transparent, the page is not. */
export const BACKDROP = '#f6f3ee';

function render(scene: Scene, longSide: number) {
  return sharp(Buffer.from(sceneToSvg(scene, fitSize(scene, longSide)))).flatten({ background: BACKDROP });
}

async function watermarked(image: Sharp): Promise<Buffer> {
  const flat = await image.png().toBuffer({ resolveWithObject: true });
  const overlay = await watermarkPng(flat.info.width, flat.info.height);
  return sharp(flat.data).composite([{ input: overlay }]).webp({ quality: 82 }).toBuffer();
}

/** A gallery view: the scene on the backdrop at 1000 px, with the watermark. */
export function viewPreview(scene: Scene): Promise<Buffer> {
  return watermarked(render(scene, PREVIEW_SIZE));
}

/** The card picture: the scene on the backdrop at 480 px, clean. */
export function thumbnail(scene: Scene): Promise<Buffer> {
  return render(scene, THUMB_SIZE).webp({ quality: 82 }).toBuffer();
}

/** A gallery view of an uploaded picture (any format sharp reads), never larger than 1000 px, watermarked. */
export function uploadPreview(image: Buffer): Promise<Buffer> {
  return watermarked(sharp(image).resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true }).flatten({ background: BACKDROP }));
}

export const previewDimensions = (scene: Scene, longSide = PREVIEW_SIZE) => fitSize(scene, longSide);
