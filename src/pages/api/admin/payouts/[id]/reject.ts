import { payoutRejectionSchema } from '#/lib/api/earnings.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { readForm } from '#/server/http/responses.ts';
import { rejectPayout } from '#/server/payouts/decisions.ts';

export const prerender = false;

/** The payouts page's "Reject" form (a reason is required): the amount returns to the artist's available balance. */
export const POST = adminRoute(async (context, actor) => {
  const id = pathId(context);
  const parsed = payoutRejectionSchema.safeParse(await readForm(context.request));
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Give the artist a reason for the rejection (5 characters or more).');
  const payout = await rejectPayout(await getDb(), actor, id, parsed.data.reason);
  return new Response(null, { status: 303, headers: { location: `/admin/payouts/${payout.id}?rejected=1` } });
});
