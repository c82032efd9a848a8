import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { addCartLine, removeCartLine } from '#/server/commerce/account-cart.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';

export const prerender = false;

/** A line added to the signed-in shopper's cart (an unknown character: 404). */
export const PUT: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  return json(await addCartLine(await getDb(), user.id, params.characterId ?? '', params.plan ?? ''));
});

/** A line taken out (one that is not there: the cart as it is). */
export const DELETE: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  return json(await removeCartLine(await getDb(), user.id, params.characterId ?? '', params.plan ?? ''));
});
