import type { APIRoute } from 'astro';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http/responses.ts';
import { characterOgImage } from '#/server/seo/og-image.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** The social preview of a character page (og:image), rendered once per change of the character. */
export const GET: APIRoute = handle(async ({ params }) => {
  const png = await characterOgImage(await getDb(), getStorage(), params.slug ?? '');
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' } });
});
