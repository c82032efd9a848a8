import type { APIRoute } from 'astro';
import { z } from 'zod';
import { requireUser } from '../../../../server/auth/guards.ts';
import { confirmDemoCheckout } from '../../../../server/commerce/credit-packs.ts';
import { getDb } from '../../../../server/db/index.ts';
import { handle, readForm } from '../../../../server/http.ts';

export const prerender = false;

const form = z.object({ orderId: z.uuid() });

/** The demo provider's "Confirm payment" button. */
export const POST: APIRoute = handle(async ({ request, locals }) => {
  const user = requireUser(locals);
  const { orderId } = form.parse(await readForm(request));
  const { location } = await confirmDemoCheckout(await getDb(), user._id, orderId);
  return new Response(null, { status: 303, headers: { location } });
});
