import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { favouriteIds, mergeFavourites } from '#/server/social/favourites.ts';
import { socialApi } from '#/lib/api/social.ts';

export const prerender = false;

export const GET: APIRoute = handle(async ({ locals }) => {
  const user = requireUser(locals);
  return json({ ids: await favouriteIds(await getDb(), user.id) });
});

/** The browser's signed-out favourites, merged at sign-in. */
export const POST: APIRoute = handle(async ({ locals, request }) => {
  const user = requireUser(locals);
  const { ids } = await readJson(request, socialApi.mergeFavourites.request);
  return json({ ids: await mergeFavourites(await getDb(), user.id, ids) });
});
