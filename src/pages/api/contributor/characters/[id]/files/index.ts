import { pathId } from '#/server/admin/route.ts';
import { uploadArtistFile } from '#/server/artists/forms.ts';
import { artistRoute } from '#/server/artists/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** One source file (multipart field "file") of the artist's own draft; its format comes from its content. */
export const POST = artistRoute(async (context, actor) => json(await uploadArtistFile(await getDb(), getStorage(), context.request, actor, pathId(context)), { status: 201 }));
