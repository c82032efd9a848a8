import { bulkUserDisableSchema } from '#/lib/admin-schemas.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { endUserSessions } from '#/server/auth/sessions.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { setUsersDisabled } from '#/server/users/admin-users.ts';

export const prerender = false;

/** POST /api/admin/users/disable {ids, disabled}: bulk disable or enable; answers which changed and why others did not. */
export const POST = adminRoute(async ({ request }, actor) => {
  const { ids, disabled } = await readJson(request, bulkUserDisableSchema);
  return json(await setUsersDisabled(await getDb(), actor, ids, disabled, (db, userId) => endUserSessions(db, userId)));
});
