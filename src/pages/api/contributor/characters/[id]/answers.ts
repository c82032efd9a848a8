import { reviewAnswersSchema } from '#/lib/artist-schemas.ts';
import { pathId } from '#/server/admin/route.ts';
import { answerNotes } from '#/server/artists/review-loop.ts';
import { artistRoute } from '#/server/artists/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';

export const prerender = false;

/** The artist's answer to each note of the changes a reviewer asked for; the next review shows them beside the notes. */
export const POST = artistRoute(async (context, actor) => {
  const input = await readJson(context.request, reviewAnswersSchema);
  const decision = await answerNotes(await getDb(), actor, pathId(context), input);
  return json({ answers: decision.answers });
});
