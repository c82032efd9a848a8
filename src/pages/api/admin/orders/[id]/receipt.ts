import { resendReceipt } from '#/server/admin-orders/actions.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';

export const prerender = false;

/** Mails the order's receipt to its buyer again. */
export const POST = adminRoute(async (context, actor) => json(await resendReceipt(await getDb(), actor, pathId(context))));
