import { bulkStatusSchema } from '#/lib/admin-schemas.ts';
import { setCharactersStatus } from '#/server/artists/state-change.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';

export const prerender = false;

/** POST /api/admin/characters/status {ids, status, reason}: bulk publish, unpublish or remove; answers which changed and why others did not. */
export const POST = adminRoute(async ({ request }, actor) => {
  const { ids, status, reason } = await readJson(request, bulkStatusSchema);
  return json(await setCharactersStatus(await getDb(), actor, ids, status, reason));
});
