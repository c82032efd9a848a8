import type { APIRoute } from 'astro';
import { z } from 'zod';
import { CREDIT_PACKS } from '#/lib/pricing.ts';
import { requireUser } from '#/server/auth/guards.ts';
import { startCreditPurchase } from '#/server/commerce/credit-packs.ts';
import { config } from '#/server/config/config.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, readForm } from '#/server/http/responses.ts';
import { getPaymentProvider } from '#/server/payments/index.ts';
import { countryOf } from '#/server/geo/geolocation.ts';
import { requestIp } from '#/server/http/request-ip.ts';

export const prerender = false;

const form = z.object({
  packId: z.enum(CREDIT_PACKS.map((p) => p.id) as ['starter', 'studio', 'agency']),
  idempotencyKey: z.string().min(8).max(100),
  // From the checkout's top-up: the buyer comes back to the same checkout once the pack is paid.
  returnTo: z.enum(['checkout', 'pricing']).optional(),
});

/** The pricing page's and the checkout's "Buy" form: creates the order and sends the buyer to the provider's payment page. */
export const POST: APIRoute = handle(async (context) => {
  const user = requireUser(context.locals);
  const input = form.parse(await readForm(context.request));
  const checkout = await startCreditPurchase(await getDb(), getPaymentProvider(), { userId: user.id, ...input, siteUrl: config.siteUrl, geoCountry: countryOf(requestIp(context)) });
  return new Response(null, { status: 303, headers: { location: checkout.url } });
});
