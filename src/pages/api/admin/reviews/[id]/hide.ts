import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { hideReview } from '#/server/reviews/moderation.ts';
import { reviewsApi } from '#/lib/api/reviews.ts';

export const prerender = false;

/** POST {reason}: hides a review from the character page; audited. */
export const POST = adminRoute(async (context, actor) => {
  const input = await readJson(context.request, reviewsApi.hide.request);
  return json(await hideReview(await getDb(), actor, pathId(context), input));
});
