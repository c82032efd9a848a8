import { canonicalUrl } from '#/lib/routes.ts';
import { config } from '#/server/config/config.ts';

/**
 * The store's public address, the one source for every absolute link it hands out: canonical links,
 * og:url and og:image, structured data, the sitemap, robots.txt, the feeds, mail and OAuth callbacks.
 * On-demand responses read SITE_URL at run time; prerendered pages got it when the build ran, so
 * `npm start` rebuilds when the two differ (scripts/start.mjs compares with dist/build-settings.json).
 */
export const siteUrl: URL = new URL(config.siteUrl);

/** An absolute URL on the store for a path (or path and query). */
export function absoluteUrl(pathAndQuery: string): string {
  return new URL(pathAndQuery, siteUrl).href;
}

/** The canonical spelling of a page's address (no trailing slash except the home page). */
export function pageUrl(pathname: string): string {
  return canonicalUrl(pathname, siteUrl);
}
