import type { APIRoute } from 'astro';
import { config } from '../../server/config.ts';
import { getDb } from '../../server/db/index.ts';
import { clientIp, proxyList } from '../../server/geo/client-ip.ts';
import { geolocate } from '../../server/geo/geolocation.ts';
import { handle, json } from '../../server/http.ts';

export const prerender = false;
const proxies = proxyList(config.trustedProxies);

/** The spec's geo configuration for the visitor (defaults merged with what the IP database knows). */
export const GET: APIRoute = handle(async ({ request, clientAddress }) => {
  const ip = clientIp(clientAddress ?? '', request.headers.get('x-forwarded-for'), proxies);
  return json(await geolocate(await getDb(), ip), { headers: { 'cache-control': 'private, max-age=300', vary: 'x-forwarded-for' } });
});
