import type { APIRoute } from 'astro';
import { publicFileResponse } from '#/server/cache/conditional.ts';
import { previewKey } from '#/server/catalogue/characters.ts';
import { storedResponse } from '#/server/catalogue/stream.ts';
import { thumbnailResponse } from '#/server/catalogue/thumbnail.ts';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http.ts';

export const prerender = false;

/** The public preview image of a published character (?video for its preview clip, ?thumb for a 144 px WebP tile: the cart's thumbnails). */
export const GET: APIRoute = handle(async ({ params, url, request }) => {
  const which = url.searchParams.has('video') ? 'video' : 'image';
  const key = await previewKey(await getDb(), params.id ?? '', which);
  const thumb = url.searchParams.has('thumb') && which === 'image';
  // The validator names the variant too: a thumbnail and the full image of one key are different bytes.
  return publicFileResponse(request, thumb ? `${key}#thumb` : key, (cache) => (thumb ? thumbnailResponse(key, cache) : storedResponse(key, { cache })));
});
