import sharp from 'sharp';
import { sceneToSvg, type Scene } from '#/lib/art/scene.ts';

/** Long side of the PNG a buyer downloads: large enough to print 10 inches wide at 300 dpi. */
export const PNG_SIZE = 3000;

/** Pixel size of a scene scaled so its long side is `longSide`. */
export function fitSize(scene: Scene, longSide: number): { width: number; height: number } {
  const scale = longSide / Math.max(scene.width, scene.height);
  return { width: Math.round(scene.width * scale), height: Math.round(scene.height * scale) };
}

/** The scene rendered as a PNG with a transparent background. */
export function sceneToPng(scene: Scene, longSide = PNG_SIZE): Promise<Buffer> {
  const svg = sceneToSvg(scene, fitSize(scene, longSide));
  return sharp(Buffer.from(svg), { limitInputPixels: false }).png({ compressionLevel: 6 }).toBuffer();
}
