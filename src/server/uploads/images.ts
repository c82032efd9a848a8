import sharp from 'sharp';

/**
 * Image decoding is bounded: an upload declares its size in a few header bytes, so a
 * 40-byte PNG can claim 16000×16000 pixels (a gigabyte of memory once decoded). Sizes
 * are checked against this limit, sharp refuses larger inputs, and damaged data is an error.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const DECODE_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

export function tooManyPixels(width: number, height: number): boolean {
  return width * height > MAX_IMAGE_PIXELS;
}

/** Decodes the whole image (bounded) and throws if it is damaged or truncated; the small output keeps memory low. */
export async function assertDecodes(input: string | Buffer): Promise<void> {
  await sharp(input, { ...DECODE_OPTIONS, sequentialRead: true }).resize(32, 32, { fit: 'inside' }).toBuffer();
}
