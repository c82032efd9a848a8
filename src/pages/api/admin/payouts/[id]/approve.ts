import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { payoutProvider, payoutSecret } from '#/server/royalties/config.ts';
import { approvePayout } from '#/server/payout-decisions.ts';

export const prerender = false;

/** The payouts page's "Approve and pay" button: pays through the provider, then back to the queue with the outcome. */
export const POST = adminRoute(async (context, actor) => {
  const payout = await approvePayout(await getDb(), actor, payoutProvider(), pathId(context), payoutSecret());
  return new Response(null, { status: 303, headers: { location: `/admin/payouts?${new URLSearchParams({ [payout.status]: payout.id })}` } });
});
