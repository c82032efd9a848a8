import { adminRoute, pathId } from '#/server/admin/route.ts';
import { removeSocialLink, submitSocialLink } from '#/server/content/admin-forms.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

export const POST = adminRoute(async (context, actor) => json(await submitSocialLink(await getDb(), getStorage(), context.request, actor, pathId(context))));

export const DELETE = adminRoute(async (context, actor) => {
  await removeSocialLink(await getDb(), getStorage(), actor, pathId(context));
  return new Response(null, { status: 204 });
});
