import type { APIRoute } from 'astro';
import { publicFileResponse } from '#/server/cache/conditional.ts';
import { typePreviewKey } from '#/server/catalogue/characters.ts';
import { storedResponse } from '#/server/catalogue/stream.ts';
import { thumbnailResponse } from '#/server/catalogue/thumbnail.ts';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http/responses.ts';

export const prerender = false;

/** The public picture of a character type (?video for its preview clip, ?thumb for a 144 px WebP tile). */
export const GET: APIRoute = handle(async ({ params, url, request }) => {
  const key = await typePreviewKey(await getDb(), params.slug ?? '', url.searchParams.has('video') ? 'video' : 'image');
  const thumb = url.searchParams.has('thumb') && !url.searchParams.has('video');
  return publicFileResponse(request, thumb ? `${key}?thumb` : key, (cache) => (thumb ? thumbnailResponse(key, cache) : storedResponse(key, { cache })));
});
