import { ERRORS } from '#/server/errors/catalogue.ts';
import { SITE_NAME } from '#/lib/site.ts';

/** The page shown while the database is unreachable: plain HTML, no database needed to render it. */
export function unavailablePage(): Response {
  const message = ERRORS.DATABASE_UNAVAILABLE.message;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable | ${SITE_NAME}</title><meta name="robots" content="noindex"></head><body><main><h1>We will be right back</h1><p>${message}</p><p><a href="/">Home</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '5', 'cache-control': 'no-store' } });
}
