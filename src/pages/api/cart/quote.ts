import type { APIRoute } from 'astro';
import { quoteCart } from '#/server/commerce/quote.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { cartApi } from '#/lib/api/cart.ts';
import { countryOf } from '#/server/geo/geolocation.ts';
import { requestIp } from '#/server/http/request-ip.ts';

export const prerender = false;

/** Anyone may price a cart; a signed-in shopper's coupon is also checked against their own uses of it. */
export const POST: APIRoute = handle(async (context) => {
  const { lines, coupon } = await readJson(context.request, cartApi.quote.request);
  const userId = context.locals.user?.id ?? null;
  return json(await quoteCart(await getDb(), lines, { coupon, userId, geoCountry: userId ? countryOf(requestIp(context)) : null }));
});
