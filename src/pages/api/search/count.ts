import type { APIRoute } from 'astro';
import { catalogueCount } from '#/lib/api/catalogue.ts';
import { parseCatalogueQuery } from '#/lib/catalogue-query.ts';
import { countCatalogue } from '#/server/catalogue/search.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';

export const prerender = false;

/**
 * The number of characters the catalogue's filters find, for the phone's filter drawer as a shopper
 * changes them. The same for everyone (unknown or malformed filters are dropped, as on the page), so
 * browsers and shared caches may keep an answer for a minute.
 */
export const GET: APIRoute = handle(async (context) => {
  const count = catalogueCount.parse(await countCatalogue(await getDb(), parseCatalogueQuery(context.url.searchParams)));
  return json(count, { headers: { 'cache-control': 'public, max-age=60' } });
});
