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

/**
 * Words no public slug (character, set, type, artist, tutorial, blog post, level) may take: every
 * top-level route of src/pages and every fixed route beside a slug route (/tutorials/illustrations,
 * /blogs/topic, /blogs/page/2). A slug never shadows a page, whatever a cache or a proxy in front
 * makes of an odd address. routes.test.ts derives the list from src/pages and fails when a new page
 * is missing from it; rows made before a word was reserved are renamed at start-up.
 */
export const RESERVED_SLUGS: readonly string[] = [
  '404', '500', 'about', 'account', 'admin', 'api', 'apifirewall', 'artists', 'blogs', 'cart', 'cartoon-characters',
  'checkout', 'collections', 'contact', 'contributor', 'customize', 'faq', 'feeds', 'files', 'index', 'licences', 'licenses', 'login',
  'notifications', 'og', 'pricing', 'privacy', 'recover-account', 'register', 'sitemaps', 'terms', 'tutorials', 'unlock-account',
  // Fixed routes beside slug routes, and pagination.
  'illustrations', 'topic', 'page',
];

const RESERVED = new Set(RESERVED_SLUGS);

/** Whether `slug` is the name of a route (compared in lower case: slugs are lower case, some routes are not). */
export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug.trim().toLowerCase());
}
