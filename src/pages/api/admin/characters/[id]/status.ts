import { characterStatusSchema } from '#/lib/admin-schemas.ts';
import { setCharacterStatus } from '#/server/admin-catalogue/publish.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http.ts';

export const prerender = false;

export const POST = adminRoute(async (context, actor) => {
  const { status } = await readJson(context.request, characterStatusSchema);
  return json(await setCharacterStatus(await getDb(), actor, pathId(context), status));
});
