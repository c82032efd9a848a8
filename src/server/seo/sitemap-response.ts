import type { Database } from '#/server/db/open.ts';
import { errorResponse } from '#/server/http/responses.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { absoluteUrl } from '#/server/http/site-url.ts';
import { sitemapEntries } from './sitemap-source.ts';
import { staticSitemapEntries } from './static-pages.ts';
import { SITEMAP_LIMIT, sitemapIndexXml, sitemapPart, sitemapParts, urlsetXml } from './sitemap.ts';

const xml = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });

/** /sitemap.xml: every page in one file, or the index of the parts once there are more than 50,000. */
export async function sitemapResponse(db: Database, limit = SITEMAP_LIMIT): Promise<Response> {
  try {
    const entries = await sitemapEntries(db, staticSitemapEntries);
    return xml(sitemapParts(entries.length, limit) === 1 ? urlsetXml(entries, absoluteUrl) : sitemapIndexXml(entries, absoluteUrl, limit));
  } catch (error) {
    return errorResponse(error);
  }
}

/** /sitemaps/N.xml: part N of an indexed sitemap. */
export async function sitemapPartResponse(db: Database, part: string | undefined, limit = SITEMAP_LIMIT): Promise<Response> {
  try {
    const entries = await sitemapEntries(db, staticSitemapEntries);
    const slice = /^\d{1,6}$/.test(part ?? '') ? sitemapPart(entries, Number(part), limit) : null;
    if (!slice) throw new AppError('NOT_FOUND', 'No such sitemap.');
    return xml(urlsetXml(slice, absoluteUrl));
  } catch (error) {
    return errorResponse(error);
  }
}
