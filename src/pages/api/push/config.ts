import type { APIRoute } from 'astro';
import { handle, json } from '#/server/http/responses.ts';
import { pushWebConfig } from '#/server/push/index.ts';

export const prerender = false;

/** The browser's Firebase web config, read at run time; `{enabled:false}` switches web push off. */
export const GET: APIRoute = handle(() => json(pushWebConfig(), { headers: { 'cache-control': 'public, max-age=300' } }));
