import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { unhideReview } from '#/server/reviews/moderation.ts';

export const prerender = false;

/** POST: shows a hidden review again; audited. */
export const POST = adminRoute(async (context, actor) => json(await unhideReview(await getDb(), actor, pathId(context))));
