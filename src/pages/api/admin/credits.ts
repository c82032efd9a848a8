import { creditAdjustmentSchema } from '#/lib/admin-schemas.ts';
import { adjustCredits } from '#/server/orders/credit-adjustment.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';

export const prerender = false;

/** A manual credit adjustment with a reason, written to the ledger and the audit log. */
export const POST = adminRoute(async ({ request }, actor) => json(await adjustCredits(await getDb(), actor, await readJson(request, creditAdjustmentSchema))));
