import { pathId } from '#/server/admin/route.ts';
import { artistRoute } from '#/server/artists/route.ts';
import { unpublishOwn } from '#/server/artists/submissions.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';

export const prerender = false;

/** Takes the artist's published character off sale (buyers keep their downloads). */
export const POST = artistRoute(async (context, actor) => json((await unpublishOwn(await getDb(), actor, pathId(context))).submission));
