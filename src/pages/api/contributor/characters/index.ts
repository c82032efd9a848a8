import { createArtistCharacter } from '#/server/artists/forms.ts';
import { artistRoute } from '#/server/artists/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** A new draft (multipart: the character fields, optional preview image and video). */
export const POST = artistRoute(async ({ request }, actor) => json(await createArtistCharacter(await getDb(), getStorage(), request, actor), { status: 201 }));
