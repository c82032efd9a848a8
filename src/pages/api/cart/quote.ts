import type { APIRoute } from 'astro';
import { z } from 'zod';
import { quoteCart } from '../../../server/commerce/quote.ts';
import { getDb } from '../../../server/db/index.ts';
import { handle, json, readJson } from '../../../server/http.ts';

export const prerender = false;

// Lines are read loosely: a stale or tampered line is dropped by quoteCart, not a reason to refuse the cart.
const body = z.object({ lines: z.array(z.object({ characterId: z.string().max(64), plan: z.string().max(16) })).max(50) });

export const POST: APIRoute = handle(async ({ request }) => {
  const { lines } = await readJson(request, body);
  return json(await quoteCart(await getDb(), lines as never));
});
