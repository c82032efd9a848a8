import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { replyToReview } from '#/server/reviews/reviews.ts';
import { reviewsApi } from '#/lib/api/reviews.ts';

export const prerender = false;

/** POST: the character's artist answers a review, once (the domain checks who the artist is). */
export const POST: APIRoute = handle(async ({ request, locals, params }) => {
  const user = requireUser(locals);
  const input = await readJson(request, reviewsApi.reply.request);
  return json(await replyToReview(await getDb(), user.id, params.id ?? '', input));
});
