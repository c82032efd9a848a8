import type { APIRoute } from 'astro';
import { z } from 'zod';
import { PLANS } from '../../lib/cart.ts';
import { requireUser } from '../../server/auth/guards.ts';
import { checkoutWithCredits } from '../../server/commerce/checkout.ts';
import { getDb } from '../../server/db/index.ts';
import { handle, json, readJson } from '../../server/http.ts';

export const prerender = false;

const body = z.object({
  idempotencyKey: z.string().min(8).max(100),
  lines: z.array(z.object({ characterId: z.string().max(64), plan: z.enum(PLANS) })).min(1).max(50),
});

/** Pays the cart with credits; repeating the same idempotency key returns the same order. */
export const POST: APIRoute = handle(async ({ request, locals }) => {
  const user = requireUser(locals);
  const input = await readJson(request, body);
  return json(await checkoutWithCredits(await getDb(), user._id, input));
});
