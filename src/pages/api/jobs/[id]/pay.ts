import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { config } from '#/server/config/config.ts';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http/responses.ts';
import { startJobCheckout } from '#/server/custom-orders/checkout.ts';
import { getPaymentProvider } from '#/server/payments/index.ts';

export const prerender = false;

/** POST /api/jobs/{id}/pay: the "Pay now" button of an unpaid card order; 303 to the payment provider's page. */
export const POST: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  const checkout = await startJobCheckout(await getDb(), getPaymentProvider(), { userId: user.id, jobId: params.id ?? '', siteUrl: config.siteUrl });
  return new Response(null, { status: 303, headers: { location: checkout.url } });
});
