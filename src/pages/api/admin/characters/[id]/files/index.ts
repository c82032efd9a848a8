import { uploadCharacterFile } from '#/server/admin-catalogue/forms.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** One source file (multipart field "file"); its format comes from its content. */
export const POST = adminRoute(async (context, actor) => json(await uploadCharacterFile(await getDb(), getStorage(), context.request, actor, pathId(context)), { status: 201 }));
