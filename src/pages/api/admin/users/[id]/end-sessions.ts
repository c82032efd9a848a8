import { adminRoute, pathId } from '../../../../../server/admin/route.ts';
import { getDb } from '../../../../../server/db/index.ts';
import { json } from '../../../../../server/http.ts';
import { endUserSessionsAsAdmin } from '../../../../../server/users/admin-users.ts';
import { endSessions } from '../../../../../server/users/sessions.ts';

export const prerender = false;

export const POST = adminRoute(async (context, actor) => {
  await endUserSessionsAsAdmin(await getDb(), actor, pathId(context), endSessions);
  return json({ ended: true });
});
