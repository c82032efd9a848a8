import { adminRoute, pathId } from '#/server/admin/route.ts';
import { removeTutorial, submitTutorial } from '#/server/content/admin-forms.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** Multipart update: files left empty keep the current ones. */
export const POST = adminRoute(async (context, actor) => json(await submitTutorial(await getDb(), getStorage(), context.request, actor, pathId(context))));

export const DELETE = adminRoute(async (context, actor) => {
  await removeTutorial(await getDb(), getStorage(), actor, pathId(context));
  return new Response(null, { status: 204 });
});
