import { reviewDecisionSchema } from '#/lib/artist-schemas.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { decideSubmission } from '#/server/artists/review.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** Approve, request changes or reject the version the reviewer read; a decision already taken answers 409. */
export const POST = adminRoute(async (context, actor) => {
  const input = await readJson(context.request, reviewDecisionSchema);
  return json(await decideSubmission(await getDb(), actor, pathId(context), input, getStorage()));
});
