import { getDb } from '#/server/db/index.ts';
import { sitemapResponse } from '#/server/seo/sitemap-response.ts';

/** The address earlier builds announced in robots.txt: the same answer as /sitemap.xml. */
export const prerender = false;

export const GET = async () => sitemapResponse(await getDb());
