import { characterStatusSchema } from '#/lib/admin-schemas.ts';
import { setCharacterStatus } from '#/server/artists/state-change.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';

export const prerender = false;

/** Publish, unpublish or remove one character; taking an artist's character off sale needs a reason (mailed to them). */
export const POST = adminRoute(async (context, actor) => {
  const { status, reason } = await readJson(context.request, characterStatusSchema);
  return json(await setCharacterStatus(await getDb(), actor, pathId(context), status, reason));
});
