import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { config } from '#/server/config/config.ts';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http/responses.ts';
import { payUnpaidOrder } from '#/server/orders/expiry.ts';
import { getPaymentProvider } from '#/server/payments/index.ts';

export const prerender = false;

/** POST /api/orders/{id}/pay: "Pay now" on an unpaid order of the account; 303 to that order's payment page. */
export const POST: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  const location = await payUnpaidOrder(await getDb(), getPaymentProvider(), user.id, params.id ?? '', config.siteUrl);
  return new Response(null, { status: 303, headers: { location } });
});
