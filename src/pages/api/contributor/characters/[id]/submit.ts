import { pathId } from '#/server/admin/route.ts';
import { artistRoute } from '#/server/artists/route.ts';
import { submitForReview } from '#/server/artists/submissions.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';

export const prerender = false;

/** Sends the draft for review; it is locked until a reviewer decides. */
export const POST = artistRoute(async (context, actor) => json((await submitForReview(await getDb(), actor, pathId(context))).submission));
