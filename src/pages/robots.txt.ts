import type { APIContext } from 'astro';

/**
 * Built from `site`, so the sitemap address is the real one wherever the store is deployed.
 * Disallow rules are prefixes: `/cart$` (end anchor, honoured by Google and Bing) keeps /cartoon-characters crawlable.
 */
export function GET(context: APIContext) {
  const sitemap = new URL('/sitemap-index.xml', context.site ?? context.url.origin).href;
  const body = ['User-agent: *', 'Disallow: /admin', 'Disallow: /contributor', 'Disallow: /api/', 'Disallow: /account', 'Disallow: /cart$', 'Disallow: /cart/', '', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
