import type { APIRoute } from 'astro';
import { z } from 'zod';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { settleDemoCheckout } from '#/server/settlement/index.ts';
import { handle, readForm } from '#/server/http/responses.ts';
import { safeRedirect } from '#/lib/safe-redirect.ts';

export const prerender = false;

/** Where to go next is checked with the form, before the payment is touched: a bad target changes nothing. */
const target = z.string().max(500).refine((v) => safeRedirect(v) !== null, 'Not a page of this store.').optional();
const form = z.object({
  orderId: z.uuid(),
  outcome: z.enum(['confirm', 'decline']).default('confirm'),
  success: target,
  cancel: target,
});

/** The demo provider's buttons: "Pay" confirms the order, "Decline" makes the card fail. */
export const POST: APIRoute = handle(async ({ request, locals }) => {
  const user = requireUser(locals);
  const input = form.parse(await readForm(request));
  const next = input.outcome === 'confirm' ? input.success : input.cancel;
  const { location } = await settleDemoCheckout(await getDb(), user.id, { orderId: input.orderId, outcome: input.outcome, next });
  return new Response(null, { status: 303, headers: { location } });
});
