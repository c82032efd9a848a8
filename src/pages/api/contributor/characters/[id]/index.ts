import { pathId } from '#/server/admin/route.ts';
import { updateArtistCharacter } from '#/server/artists/forms.ts';
import { artistRoute } from '#/server/artists/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** Multipart update of the artist's own character; a published one's changes wait for review. */
export const POST = artistRoute(async (context, actor) => json(await updateArtistCharacter(await getDb(), getStorage(), context.request, actor, pathId(context))));
