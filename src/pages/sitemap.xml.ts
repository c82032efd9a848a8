import { getDb } from '#/server/db/index.ts';
import { sitemapResponse } from '#/server/seo/sitemap-response.ts';

/** Built from the database at request time, so a character is listed as soon as it is published. */
export const prerender = false;

export const GET = async () => sitemapResponse(await getDb());
