import type { APIContext } from 'astro';
import { payoutRequestSchema } from '#/lib/api/earnings.ts';
import { requireContributor } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { royaltyNow } from '#/server/royalties/clock.ts';
import { payoutSecret } from '#/server/royalties/config.ts';
import { requestPayout } from '#/server/payouts/decisions.ts';

export const prerender = false;

/** An artist asks for a payout from their available balance (dollars in, cents stored). */
export const POST = handle<APIContext>(async ({ locals, request }) => {
  const artist = requireContributor(locals);
  const { amount } = await readJson(request, payoutRequestSchema);
  return json(await requestPayout(await getDb(), artist.id, Math.round(amount * 100), payoutSecret(), royaltyNow()), { status: 201 });
});
