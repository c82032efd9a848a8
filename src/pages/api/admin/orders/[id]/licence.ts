import { orderLicenceSchema } from '#/lib/admin-order-schemas.ts';
import { setLineLicence } from '#/server/admin-orders/actions.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';

export const prerender = false;

/** Grants or revokes the licence of one line of the order, with a reason. */
export const POST = adminRoute(async (context, actor) => {
  const id = pathId(context);
  return json(await setLineLicence(await getDb(), actor, id, await readJson(context.request, orderLicenceSchema)));
});
