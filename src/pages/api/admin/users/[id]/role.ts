import { userRoleSchema } from '#/lib/admin-schemas.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { changeUserRole } from '#/server/users/admin-users.ts';

export const prerender = false;

export const POST = adminRoute(async (context, actor) => {
  const { role } = await readJson(context.request, userRoleSchema);
  return json(await changeUserRole(await getDb(), actor, pathId(context), role));
});
