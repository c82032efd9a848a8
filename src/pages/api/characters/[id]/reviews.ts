import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { saveReview } from '#/server/reviews/reviews.ts';
import { reviewsApi } from '#/lib/api/reviews.ts';

export const prerender = false;

/** POST: a buyer writes (or edits) their review of the character; anyone else is refused (403). */
export const POST: APIRoute = handle(async ({ request, locals, params }) => {
  const user = requireUser(locals);
  const input = await readJson(request, reviewsApi.save.request);
  return json(await saveReview(await getDb(), user.id, params.id ?? '', input));
});
