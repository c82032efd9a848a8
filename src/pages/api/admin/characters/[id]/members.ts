import { setMembersSchema } from '#/lib/admin-schemas.ts';
import { setSetMembers } from '#/server/admin-catalogue/publish.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';

export const prerender = false;

export const POST = adminRoute(async (context, actor) => {
  const { memberIds } = await readJson(context.request, setMembersSchema);
  await setSetMembers(await getDb(), actor, pathId(context), memberIds);
  return json({ memberIds });
});
