import { absoluteUrl } from '#/server/http/site-url.ts';

/** On demand, so the sitemap address is SITE_URL of the running server, not of the build. */
export const prerender = false;

/** Disallow rules are prefixes: `/cart$` (end anchor, honoured by Google and Bing) keeps /cartoon-characters crawlable. */
export function GET() {
  const body = ['User-agent: *', 'Disallow: /admin', 'Disallow: /contributor', 'Disallow: /api/', 'Disallow: /account', 'Disallow: /cart$', 'Disallow: /cart/', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
