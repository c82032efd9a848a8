import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { AppError } from '../errors.ts';
import { getStorage } from '../storage/index.ts';

/** Edge of the thumbnails, in pixels: 72 CSS pixels on 2× screens. */
export const THUMBNAIL_SIZE = 144;

/** A square WebP thumbnail of an image: the catalogue's type strip shows 72 px tiles of 360 px previews. */
export function makeThumbnail(image: Buffer, size = THUMBNAIL_SIZE): Promise<Buffer> {
  return sharp(image).resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
}

/**
 * Thumbnails by storage key, kept in memory: keys change when an admin replaces an image, and there
 * are few types. Bounded all the same (oldest first out).
 */
const thumbnails = new Map<string, Promise<Buffer>>();
const MAX_THUMBNAILS = 64;

function thumbnailOf(key: string): Promise<Buffer> {
  let made = thumbnails.get(key);
  if (!made) {
    made = getStorage().get(key).then(async (object) => {
      if (!object) throw new AppError('NOT_FOUND', 'The file is missing from storage.');
      return makeThumbnail(await buffer(object.body));
    });
    thumbnails.set(key, made);
    made.catch(() => thumbnails.delete(key));
    if (thumbnails.size > MAX_THUMBNAILS) thumbnails.delete(thumbnails.keys().next().value!);
  }
  return made;
}

export async function thumbnailResponse(key: string, cache: string): Promise<Response> {
  const body = await thumbnailOf(key);
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: { 'content-type': 'image/webp', 'content-length': String(body.length), 'x-content-type-options': 'nosniff', 'cache-control': cache },
  });
}
