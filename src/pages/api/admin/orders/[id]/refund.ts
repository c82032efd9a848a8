import { orderRefundSchema } from '#/lib/admin-order-schemas.ts';
import { refundOrderLines } from '#/server/admin-orders/refund.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { providerNamed } from '#/server/payments/index.ts';

export const prerender = false;

/** Staff refund one line of an order (`lineId`) or every line not yet refunded, with a reason; the answer says what went back. */
export const POST = adminRoute(async (context, actor) => {
  const id = pathId(context);
  const input = await readJson(context.request, orderRefundSchema);
  return json(await refundOrderLines(await getDb(), providerNamed, actor, id, input));
});
