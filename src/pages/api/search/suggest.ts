import type { APIRoute } from 'astro';
import { suggestRequest } from '#/lib/api/catalogue.ts';
import { suggestForVisitor } from '#/server/catalogue/suggest.ts';
import { requestIp } from '#/server/http/request-ip.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';

export const prerender = false;

/**
 * Suggestions as a shopper types. Public and the same for everyone, so browsers and shared caches may
 * keep an answer for a minute: repeated keystrokes of many visitors cost the database nothing.
 */
export const GET: APIRoute = handle(async (context) => {
  const { q } = suggestRequest.parse({ q: context.url.searchParams.get('q') ?? '' });
  return json(await suggestForVisitor(await getDb(), requestIp(context), q), { headers: { 'cache-control': 'public, max-age=60' } });
});
