import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { endUserSessionsAsAdmin } from '#/server/users/admin-users.ts';
import { endUserSessions } from '#/server/auth/sessions.ts';

export const prerender = false;

export const POST = adminRoute(async (context, actor) => {
  await endUserSessionsAsAdmin(await getDb(), actor, pathId(context), (db, userId) => endUserSessions(db, userId));
  return json({ ended: true });
});
