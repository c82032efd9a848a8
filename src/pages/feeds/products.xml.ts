import { getDb } from '#/server/db/index.ts';
import { errorResponse } from '#/server/http/responses.ts';
import { merchantFeedXml } from '#/server/seo/product-feed.ts';
import { feedProducts } from '#/server/seo/sitemap-source.ts';
import { creditValueCents } from '#/server/settings/credit-value.ts';
import { absoluteUrl } from '#/server/http/site-url.ts';

/** Google Merchant Center product feed, from the database at request time. */
export const prerender = false;

export async function GET() {
  try {
    const db = await getDb();
    const xml = merchantFeedXml(await feedProducts(db), absoluteUrl, await creditValueCents(db));
    return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
  } catch (error) {
    return errorResponse(error);
  }
}
