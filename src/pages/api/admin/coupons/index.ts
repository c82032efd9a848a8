import { adminRoute } from '#/server/admin/route.ts';
import { createCoupon, listCoupons } from '#/server/coupons/admin.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { couponsApi } from '#/lib/api/coupons.ts';

export const prerender = false;

export const GET = adminRoute(async () => json({ rows: await listCoupons(await getDb()) }));

/** POST: creates a coupon code; a code already taken is a 409. Audited. */
export const POST = adminRoute(async (context, actor) => {
  const input = await readJson(context.request, couponsApi.create.request);
  return json(await createCoupon(await getDb(), actor, input), { status: 201 });
});
