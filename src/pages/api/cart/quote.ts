import type { APIRoute } from 'astro';
import { quoteCart } from '#/server/commerce/quote.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { cartApi } from '#/lib/api/cart.ts';

export const prerender = false;

/** Anyone may price a cart; a signed-in shopper's coupon is also checked against their own uses of it. */
export const POST: APIRoute = handle(async ({ request, locals }) => {
  const { lines, coupon } = await readJson(request, cartApi.quote.request);
  return json(await quoteCart(await getDb(), lines, { coupon, userId: locals.user?.id ?? null }));
});
