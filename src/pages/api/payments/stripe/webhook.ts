import type { APIRoute } from 'astro';
import { getDb } from '#/server/db/index.ts';
import { handlePaidEvent } from '#/server/settlement/index.ts';
import { handle, json } from '#/server/http/responses.ts';
import { getPaymentProvider } from '#/server/payments/index.ts';

export const prerender = false;

/** Stripe's signed webhook; the raw body is verified before anything is read from it. */
export const POST: APIRoute = handle(async ({ request }) => {
  const provider = getPaymentProvider();
  const event = provider.parseWebhook(await request.text(), request.headers.get('stripe-signature'));
  return json({ received: true, ...(await handlePaidEvent(await getDb(), provider.name, event, provider)) });
});
