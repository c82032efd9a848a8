import type { APIRoute } from 'astro';
import { handle } from '#/server/http/responses.ts';
import { designSvgOf } from '#/server/maker/index.ts';

export const prerender = false;

/** GET /api/maker/design.svg?d=…: the server's drawing of a design, for anyone (the design is in the link). */
export const GET: APIRoute = handle(({ url }) =>
  new Response(designSvgOf(url.searchParams.get('d')), { headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" } }),
);
