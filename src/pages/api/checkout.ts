import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { config } from '#/server/config/config.ts';
import { getDb } from '#/server/db/index.ts';
import { checkoutCart } from '#/server/settlement/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { getPaymentProvider } from '#/server/payments/index.ts';
import { cartApi } from '#/lib/api/cart.ts';
import { countryOf } from '#/server/geo/geolocation.ts';
import { requestIp } from '#/server/http/request-ip.ts';

export const prerender = false;

/** Places the cart as one order (credits at once, money through the provider); the same idempotency key is the same order. */
export const POST: APIRoute = handle(async (context) => {
  const user = requireUser(context.locals);
  const input = await readJson(context.request, cartApi.checkout.request);
  const payments = { provider: getPaymentProvider(), siteUrl: config.siteUrl, geoCountry: countryOf(requestIp(context)) };
  return json(await checkoutCart(await getDb(), payments, user.id, input));
});
