/**
 * Which requests and pages the shared page cache may serve, and for how long. Pure functions,
 * used by the edge cache in server/index.mjs and by the pages that ask to be cached.
 */

/** Every page built from the catalogue, its prices, rates, types, settings, social links or tutorials. */
export const CATALOGUE_TAG = 'catalogue';

/**
 * A cached page lives until the catalogue changes (every write invalidates it at once), with a
 * ceiling so that anything missed still refreshes. Browsers revalidate every time (max-age=0);
 * a CDN in front keeps it for s-maxage and may serve it stale while it refetches.
 */
export const PAGE_CACHE = { maxAge: 300, swr: 600 } as const;

/**
 * A server island's signed-out answer: as long as the page, but never stale-while-revalidate. The page
 * preloads each island; a browser told it may use a stale copy hands the script the preloaded answer
 * (max-age=0 makes it stale at once) and fetches it again in the background, so every view cost two
 * more island requests, and automation waiting for a quiet network never saw that refetch finish.
 */
export const ISLAND_CACHE = { maxAge: PAGE_CACHE.maxAge, swr: 0 } as const;

/** Previews change only when an admin replaces a file; a day at the edge, an hour in the browser. */
export const PREVIEW_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400';

export function publicCacheControl(maxAge: number, swr: number): string {
  return `public, max-age=0, s-maxage=${maxAge}${swr > 0 ? `, stale-while-revalidate=${swr}` : ''}`;
}

/** Only a plain read without the session cookie may be answered from the shared cache. */
export function isAnonymousRead(method: string | undefined, cookieHeader: string | undefined, sessionCookie: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!cookieHeader) return true;
  return !cookieHeader.split(';').some((part) => part.trim().startsWith(`${sessionCookie}=`));
}

/**
 * Pages with no byte that depends on the visitor: the catalogue listing and search, and character pages,
 * whose personal parts (header account links, owned files, plans left to buy, the visitor's review) come
 * from the session keeper and server islands. The shared cache serves them to signed-in visitors too.
 */
const SHARED_PAGE = /^\/cartoon-characters(\/[^/?]+)?\/?(\?|$)/;

export function isSharedPage(method: string | undefined, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && SHARED_PAGE.test(url);
}

/** A character's preview (staff and its artist only): never looked up in or stored by the shared cache. */
const PRIVATE_PAGE = /^\/cartoon-characters\/[^/?]+\/preview\/?(\?|$)/;

export function isPrivatePage(url: string): boolean {
  return PRIVATE_PAGE.test(url);
}

/** The Cookie header without the session cookie (undefined when nothing else is left). */
export function withoutCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  const kept = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${name}=`));
  return kept.length ? kept.join('; ') : undefined;
}

export function parseCdnDirectives(header: string): { maxAge: number; swr: number } {
  const read = (name: string) => Number(new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, 'i').exec(header)?.[1] ?? 0);
  return { maxAge: read('max-age'), swr: read('stale-while-revalidate') };
}
