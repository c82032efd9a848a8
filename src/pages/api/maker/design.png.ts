import type { APIRoute } from 'astro';
import { handle } from '#/server/http/responses.ts';
import { designPngOf } from '#/server/maker/index.ts';

export const prerender = false;

/** GET /api/maker/design.png?d=…: the design as a PNG (800 px), drawn by the server. */
export const GET: APIRoute = handle(async ({ url }) =>
  new Response(new Uint8Array(await designPngOf(url.searchParams.get('d'))), { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' } }),
);
