import { setMembersSchema } from '#/lib/admin-schemas.ts';
import { pathId } from '#/server/admin/route.ts';
import { artistRoute } from '#/server/artists/route.ts';
import { setArtistSetMembers } from '#/server/artists/sets.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';

export const prerender = false;

/** The characters of the artist's set (off sale only): their own published single characters, in order. */
export const POST = artistRoute(async (context, actor) => {
  const { memberIds } = await readJson(context.request, setMembersSchema);
  return json({ members: await setArtistSetMembers(await getDb(), actor, pathId(context), memberIds) });
});
