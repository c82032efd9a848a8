import type { APIRoute } from 'astro';
import { publicFileResponse } from '#/server/cache/conditional.ts';
import { previewKey } from '#/server/catalogue/characters.ts';
import { PRIVATE_CACHE_CONTROL } from '#/lib/preview-access.ts';
import { storedResponse } from '#/server/catalogue/stream.ts';
import { thumbnailResponse } from '#/server/catalogue/thumbnail.ts';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http/responses.ts';

export const prerender = false;

/**
 * The public preview image of a published character (?video for its preview clip, ?lottie for the watermarked Lottie of its reel,
 * ?thumb for a 144 px WebP tile: the cart's thumbnails).
 * One not on sale yet is shown only to staff and its artist (the page's preview), and never cached.
 */
export const GET: APIRoute = handle(async ({ params, url, request, locals }) => {
  const which = url.searchParams.has('video') ? 'video' : url.searchParams.has('lottie') ? 'lottie' : 'image';
  const found = await previewKey(await getDb(), params.id ?? '', which, locals.user);
  const { key } = found;
  const thumb = url.searchParams.has('thumb') && which === 'image';
  const load = (cache: string) => (thumb ? thumbnailResponse(key, cache) : storedResponse(key, { cache }));
  if (found.private) return load(PRIVATE_CACHE_CONTROL);
  // The validator names the variant too: a thumbnail and the full image of one key are different bytes.
  return publicFileResponse(request, thumb ? `${key}#thumb` : key, load);
});
