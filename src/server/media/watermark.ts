import sharp from 'sharp';

const made = new Map<string, Promise<Buffer>>();

/** Part of every watermarked file's key: change it when the pattern changes, and previews are made again. */
export const WATERMARK_ID = 'diagonal-words-2';

/**
 * A diagonal "Toonmart" pattern over the whole picture: white words with a dark edge, so they show
 * on light and dark art alike, too many and too spread out to crop around.
 */
export function watermarkSvg(width: number, height: number): string {
  const size = Math.round(Math.max(width, height) / 18);
  const words: string[] = [];
  const stepX = size * 8;
  const stepY = size * 3.4;
  const reach = Math.hypot(width, height);
  for (let row = 0, y = -reach / 2; y < reach; row++, y += stepY) {
    for (let x = -reach / 2 + (row % 2) * (stepX / 2); x < reach; x += stepX) {
      words.push(`<text x="${Math.round(x)}" y="${Math.round(y)}">Toonmart</text>`);
    }
  }
  const style = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff" fill-opacity="0.6" stroke="#1f2937" stroke-opacity="0.3" stroke-width="${Math.max(1, size / 24)}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g ${style} transform="rotate(-30 ${width / 2} ${height / 2})">${words.join('')}</g></svg>`;
}

/** The watermark as a transparent PNG of the given size (made once per size). */
export function watermarkPng(width: number, height: number): Promise<Buffer> {
  const id = `${width}x${height}`;
  let png = made.get(id);
  if (!png) {
    png = sharp(Buffer.from(watermarkSvg(width, height))).png().toBuffer();
    made.set(id, png);
  }
  return png;
}
