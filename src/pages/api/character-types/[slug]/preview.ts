import type { APIRoute } from 'astro';
import { typePreviewKey } from '../../../../server/catalogue/characters.ts';
import { storedResponse } from '../../../../server/catalogue/stream.ts';
import { getDb } from '../../../../server/db/index.ts';
import { handle } from '../../../../server/http.ts';

export const prerender = false;

/** The public picture of a character type (?video for its preview clip). */
export const GET: APIRoute = handle(async ({ params, url }) => {
  const key = await typePreviewKey(await getDb(), params.slug ?? '', url.searchParams.has('video') ? 'video' : 'image');
  return storedResponse(key, { cache: 'public, max-age=86400' });
});
