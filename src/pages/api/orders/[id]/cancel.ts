import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http/responses.ts';
import { cancelUnpaidOrder } from '#/server/orders/expiry.ts';

export const prerender = false;

/** POST /api/orders/{id}/cancel: "Cancel" on an unpaid order of the account; its held credits and coupon use come back. */
export const POST: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  await cancelUnpaidOrder(await getDb(), user.id, params.id ?? '');
  return new Response(null, { status: 303, headers: { location: '/account/orders?cancelled=1' } });
});
