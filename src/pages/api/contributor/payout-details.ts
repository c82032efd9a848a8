import type { APIContext } from 'astro';
import { payoutDetailsSchema } from '#/lib/api/earnings.ts';
import { requireContributor } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { payoutSecret } from '#/server/royalties/config.ts';
import { savePayoutDetails } from '#/server/royalties/details.ts';

export const prerender = false;

/** The artist's payout details and tax placeholder: stored encrypted, answered masked. */
export const POST = handle<APIContext>(async ({ locals, request }) => {
  const artist = requireContributor(locals);
  return json(await savePayoutDetails(await getDb(), artist.id, await readJson(request, payoutDetailsSchema), payoutSecret()));
});
