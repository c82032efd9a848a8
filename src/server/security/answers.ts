import { SITE_NAME } from '#/lib/site.ts';
import { errorBody } from '#/server/errors/catalogue.ts';
import { json } from '#/server/http/responses.ts';
import type { Refusal } from './request-guard.ts';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A refused request: the catalogue's JSON for the API, a plain page (no database needed) for pages. */
export function refusalResponse(refusal: Refusal, isApi: boolean): Response {
  const headers = { 'cache-control': 'no-store', ...(refusal.status === 413 ? { connection: 'close' } : {}) };
  if (isApi) return json(errorBody(refusal.code, refusal.message), { status: refusal.status, headers });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Request refused | ${SITE_NAME}</title><meta name="robots" content="noindex"></head><body><main><h1>This request cannot be answered</h1><p>${escape(refusal.message)}</p><p><a href="/">Home</a></p></main></body></html>`;
  return new Response(html, { status: refusal.status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}
