import { saveArtistProfile } from '#/server/artists/profiles.ts';
import { artistRoute } from '#/server/artists/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** The artist's public profile (multipart: name, bio, links, optional picture). */
export const POST = artistRoute(async ({ request }, actor) => json(await saveArtistProfile(await getDb(), getStorage(), request, actor)));
