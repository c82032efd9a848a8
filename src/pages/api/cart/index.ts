import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { accountCart, mergeCart } from '#/server/commerce/account-cart.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { cartApi } from '#/lib/api/cart.ts';

export const prerender = false;

/** The signed-in shopper's cart, kept with the account. */
export const GET: APIRoute = handle(async ({ locals }) => {
  const user = requireUser(locals);
  return json(await accountCart(await getDb(), user.id));
});

/** Sign-in: the browser's cart merged into the account's; owned lines leave it and are named. */
export const POST: APIRoute = handle(async ({ locals, request }) => {
  const user = requireUser(locals);
  const { lines } = await readJson(request, cartApi.mergeCart.request);
  return json(await mergeCart(await getDb(), user.id, lines));
});
