import type { APIRoute } from 'astro';
import { getDb } from '#/server/db/index.ts';
import { geolocate } from '#/server/geo/geolocation.ts';
import { handle, json } from '#/server/http/responses.ts';
import { requestIp } from '#/server/http/request-ip.ts';

export const prerender = false;

/** The spec's geo configuration for the visitor (defaults merged with what the IP database knows). */
export const GET: APIRoute = handle(async (context) => {
  return json(await geolocate(await getDb(), requestIp(context)), { headers: { 'cache-control': 'private, max-age=300', vary: 'x-forwarded-for, forwarded' } });
});
