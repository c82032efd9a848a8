/**
 * Public routes rendered on demand (not files in the static build). The sitemap lists
 * the indexable ones; the link checker of the built site accepts links to all of them
 * (and to paths under them). Add a route here when a branch adds one.
 */
export const ON_DEMAND_SITEMAP_ROUTES: readonly string[] = ['/cartoon-characters', '/pricing', '/customize', '/tutorials'];

// The home page shows the catalogue's newest and best-selling characters, so it is rendered on demand too (its path matches only itself).
export const ON_DEMAND_ROUTES: readonly string[] = [...ON_DEMAND_SITEMAP_ROUTES, '/', '/cart', '/checkout', '/account', '/login', '/register', '/recover-account', '/admin', '/contributor', '/_server-islands', '/files', '/rss.xml', '/robots.txt', '/sitemap.xml', '/sitemaps', '/feeds', '/og/characters'];

/** Whether `pathname` is one of the on-demand routes or lies under one. */
export function isOnDemandRoute(pathname: string, routes: readonly string[] = ON_DEMAND_ROUTES): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.some((route) => path === route || path.startsWith(`${route}/`));
}

/**
 * The one spelling of a page's address (canonical link, og:url, sitemap): no trailing slash
 * except for the home page, like the links between pages. The static build's directory
 * format would otherwise give `/about/` in the head while every link says `/about`.
 */
export function canonicalUrl(pathname: string, site: URL | string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return new URL(path || '/', site).href;
}
