import type { APIRoute } from 'astro';
import { storedResponse } from '#/server/catalogue/stream.ts';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http.ts';
import { galleryViewKey } from '#/server/media/gallery.ts';

export const prerender = false;

/** One watermarked gallery view of a published character; the key names the content, so it never changes. */
export const GET: APIRoute = handle(async ({ params }) => {
  const key = await galleryViewKey(await getDb(), params.id ?? '', params.position ?? '');
  return storedResponse(key, { cache: 'public, max-age=86400' });
});
