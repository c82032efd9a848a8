import { bulkJobActionSchema } from '#/lib/admin-schemas.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { actOnJobs } from '#/server/custom-orders/admin-list.ts';

export const prerender = false;

/** POST /api/admin/jobs/action {ids, action: hold | resume}: each job through the state machine; answers which changed and why others did not. */
export const POST = adminRoute(async ({ request }, actor) => {
  const { ids, action } = await readJson(request, bulkJobActionSchema);
  return json(await actOnJobs(await getDb(), actor, ids, action));
});
