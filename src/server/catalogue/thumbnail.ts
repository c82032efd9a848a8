import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { AppError } from '#/server/errors/catalogue.ts';
import { DECODE_OPTIONS } from '#/server/uploads/images.ts';
import { getStorage } from '#/server/storage/index.ts';

/** Edge of the thumbnails, in pixels: 72 CSS pixels on 2× screens. */
export const THUMBNAIL_SIZE = 144;

/** A square WebP thumbnail of an image: the catalogue's type strip shows 72 px tiles of 360 px previews. */
export async function makeThumbnail(image: Buffer, size = THUMBNAIL_SIZE): Promise<Buffer> {
  try {
    return await sharp(image, DECODE_OPTIONS).resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
  } catch (error) {
    // A stored image that cannot be decoded (damaged, or over the pixel limit) is the file's fault, not the server's.
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image cannot be shown: the stored file is damaged or too large.', { cause: error });
  }
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
