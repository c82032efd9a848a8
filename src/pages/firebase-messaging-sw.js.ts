import type { APIRoute } from 'astro';
import { pushServiceWorker } from '#/server/push/index.ts';

export const prerender = false;

/**
 * The push service worker at the site root (Firebase's default path and scope). Its
 * body inlines the run-time Firebase config, then imports the bundled messaging worker.
 */
export const GET: APIRoute = () => {
  const source = pushServiceWorker();
  if (source === null) return new Response('// web push is not configured\n', { status: 404, headers: { 'content-type': 'text/javascript' } });
  return new Response(source, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' } });
};
