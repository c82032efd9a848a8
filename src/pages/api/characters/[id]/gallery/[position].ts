import type { APIRoute } from 'astro';
import { PRIVATE_CACHE_CONTROL } from '#/lib/preview-access.ts';
import { storedResponse } from '#/server/catalogue/stream.ts';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http/responses.ts';
import { galleryViewKey } from '#/server/media/gallery.ts';

export const prerender = false;

/** One watermarked gallery view of a published character (the key names the content, so it never changes); of one not on sale, for its preview only. */
export const GET: APIRoute = handle(async ({ params, locals }) => {
  const view = await galleryViewKey(await getDb(), params.id ?? '', params.position ?? '', locals.user);
  return storedResponse(view.key, { cache: view.private ? PRIVATE_CACHE_CONTROL : 'public, max-age=86400' });
});
