import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { refundOrder } from '#/server/fulfilment.ts';
import { providerNamed } from '#/server/payments/index.ts';

export const prerender = false;

/** The admin orders page's "Refund" button: a full refund, then back to the list with what happened. */
export const POST = adminRoute(async (context, actor) => {
  const { number, refunded } = await refundOrder(await getDb(), providerNamed, actor, pathId(context));
  const location = `/admin/orders?${new URLSearchParams({ [refunded ? 'refunded' : 'unchanged']: number })}`;
  return new Response(null, { status: 303, headers: { location } });
});
