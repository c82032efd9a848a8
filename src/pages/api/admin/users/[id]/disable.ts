import { userDisableSchema } from '#/lib/admin-schemas.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { setUserDisabled } from '#/server/users/admin-users.ts';
import { endUserSessions } from '#/server/auth/sessions.ts';

export const prerender = false;

export const POST = adminRoute(async (context, actor) => {
  const { disabled } = await readJson(context.request, userDisableSchema);
  return json(await setUserDisabled(await getDb(), actor, pathId(context), disabled, (db, userId) => endUserSessions(db, userId)));
});
