import type { CacheOptions, CacheProvider, CacheProviderFactory, InvalidateOptions } from 'astro';
import { getDb } from '#/server/db/index.ts';
import { broadcast } from './bus.ts';
import { publicCacheControl } from './policy.ts';

/**
 * Astro's cache provider for this store: a CDN-style provider whose "CDN" is the edge cache in
 * server/index.mjs (and any real CDN in front). Pages call `Astro.cache.set({ maxAge, swr, tags })`;
 * this turns it into `CDN-Cache-Control` and `Cache-Tag` for the edge cache (which hides them) and a
 * public `Cache-Control` for shared caches. `Vary: Cookie` keeps a CDN from giving a signed-in
 * visitor the signed-out page.
 */
function setHeaders(options: CacheOptions): Headers {
  const headers = new Headers();
  const maxAge = options.maxAge ?? 0;
  const swr = options.swr ?? 0;
  if (maxAge > 0) {
    headers.set('CDN-Cache-Control', `max-age=${maxAge}, stale-while-revalidate=${swr}`);
    headers.set('Cache-Control', publicCacheControl(maxAge, swr));
    headers.set('Vary', 'Cookie');
  }
  if (options.tags?.length) headers.set('Cache-Tag', options.tags.join(', '));
  return headers;
}

async function invalidate(options: InvalidateOptions): Promise<void> {
  const tags = options.tags === undefined ? undefined : [options.tags].flat();
  await broadcast(await getDb(), { kind: 'pages', tags });
}

const edgeProvider: CacheProviderFactory = (): CacheProvider => ({ name: 'toonmart-edge', setHeaders, invalidate });
export default edgeProvider;
