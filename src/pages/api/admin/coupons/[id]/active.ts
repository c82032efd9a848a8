import { adminRoute, pathId } from '#/server/admin/route.ts';
import { setCouponActive } from '#/server/coupons/admin.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { couponsApi } from '#/lib/api/coupons.ts';

export const prerender = false;

/** POST {active}: switches a coupon off or on again; audited. */
export const POST = adminRoute(async (context, actor) => {
  const { active } = await readJson(context.request, couponsApi.setActive.request);
  return json(await setCouponActive(await getDb(), actor, pathId(context), active));
});
