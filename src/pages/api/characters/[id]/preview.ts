import type { APIRoute } from 'astro';
import { previewKey } from '../../../../server/catalogue/characters.ts';
import { storedResponse } from '../../../../server/catalogue/stream.ts';
import { getDb } from '../../../../server/db/index.ts';
import { handle } from '../../../../server/http.ts';

export const prerender = false;

/** The public preview image of a published character (?video for its preview clip). */
export const GET: APIRoute = handle(async ({ params, url }) => {
  const which = url.searchParams.has('video') ? 'video' : 'image';
  const key = await previewKey(await getDb(), params.id ?? '', which);
  return storedResponse(key, { cache: 'public, max-age=86400' });
});
