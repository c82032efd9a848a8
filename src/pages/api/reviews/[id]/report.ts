import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { reportReview } from '#/server/reviews/reviews.ts';
import { reviewsApi } from '#/lib/api/reviews.ts';

export const prerender = false;

/** POST: a signed-in reader reports a review to the moderators (once per review, rate limited). */
export const POST: APIRoute = handle(async ({ request, locals, params }) => {
  const user = requireUser(locals);
  const input = await readJson(request, reviewsApi.report.request);
  return json(await reportReview(await getDb(), user.id, params.id ?? '', input));
});
