import { pathId } from '#/server/admin/route.ts';
import { deleteArtistFile } from '#/server/artists/forms.ts';
import { artistRoute } from '#/server/artists/route.ts';
import { getDb } from '#/server/db/index.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

export const DELETE = artistRoute(async (context, actor) => {
  await deleteArtistFile(await getDb(), getStorage(), actor, pathId(context), pathId(context, 'fileId'));
  return new Response(null, { status: 204 });
});
