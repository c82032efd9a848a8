import { payoutApprovalSchema } from '#/lib/api/earnings.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { readForm } from '#/server/http/responses.ts';
import { payoutProvider, payoutSecret } from '#/server/royalties/config.ts';
import { approvePayout } from '#/server/payouts/decisions.ts';
import { findPayout } from '#/server/royalties/payouts.ts';

export const prerender = false;

/**
 * The confirmation step's "Yes, pay" button: money leaves only when the form sends back the amount
 * the admin confirmed (a bare post, or one for another amount, is refused). Then back to the request with the outcome.
 */
export const POST = adminRoute(async (context, actor) => {
  const id = pathId(context);
  const parsed = payoutApprovalSchema.safeParse(await readForm(context.request));
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Confirm the amount before paying: open the request and choose "Approve and pay", then confirm.');
  const db = await getDb();
  const requested = await findPayout(db, id);
  if (!requested) throw new AppError('NOT_FOUND', 'No such payout.');
  if (requested.cents !== parsed.data.confirmCents) throw new AppError('CONFLICT', 'The confirmed amount is not the amount of this request. Open the request again and confirm.');
  const payout = await approvePayout(db, actor, payoutProvider(), id, payoutSecret());
  return new Response(null, { status: 303, headers: { location: `/admin/payouts/${payout.id}?${new URLSearchParams({ [payout.status]: '1' })}` } });
});
