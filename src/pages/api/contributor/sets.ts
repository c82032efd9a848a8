import { createArtistCharacter } from '#/server/artists/forms.ts';
import { artistRoute } from '#/server/artists/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** A new set draft (multipart: the same fields as a character, optional preview); its characters are chosen next. */
export const POST = artistRoute(async ({ request }, actor) => json(await createArtistCharacter(await getDb(), getStorage(), request, actor, 'graphiSet'), { status: 201 }));
