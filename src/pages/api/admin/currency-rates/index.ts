import { currencyRateSchema } from '#/lib/admin-schemas.ts';
import { saveCurrencyRate } from '#/server/geo/rate-admin.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { listRates } from '#/server/geo/rates.ts';

export const prerender = false;

export const GET = adminRoute(async () => json({ rows: await listRates(await getDb()) }));

/** Adds a currency or changes its rate (units per 1 USD). */
export const POST = adminRoute(async ({ request }, actor) => json(await saveCurrencyRate(await getDb(), actor, await readJson(request, currencyRateSchema))));
