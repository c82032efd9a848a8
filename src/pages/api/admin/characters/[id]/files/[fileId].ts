import { deleteCharacterFile } from '#/server/admin-catalogue/forms.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

export const DELETE = adminRoute(async (context, actor) => {
  await deleteCharacterFile(await getDb(), getStorage(), actor, pathId(context), pathId(context, 'fileId'));
  return new Response(null, { status: 204 });
});
