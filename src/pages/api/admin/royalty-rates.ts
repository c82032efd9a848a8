import { royaltyRateSchema } from '#/lib/api/earnings.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { setRoyaltyRate } from '#/server/royalties/rate-admin.ts';

export const prerender = false;

/** An admin sets an artist's royalty share from now on (history kept; audited). */
export const POST = adminRoute(async ({ request }, actor) => json(await setRoyaltyRate(await getDb(), actor, await readJson(request, royaltyRateSchema))));
