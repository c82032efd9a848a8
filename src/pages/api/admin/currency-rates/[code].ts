import { removeCurrencyRate } from '#/server/geo/rate-admin.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';

export const prerender = false;

export const DELETE = adminRoute(async ({ params }, actor) => {
  await removeCurrencyRate(await getDb(), actor, (params.code ?? '').toUpperCase().slice(0, 3));
  return new Response(null, { status: 204 });
});
