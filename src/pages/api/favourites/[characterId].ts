import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';
import { addFavourite, favouriteIds, removeFavourite } from '#/server/social/favourites.ts';

export const prerender = false;

export const PUT: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  const db = await getDb();
  await addFavourite(db, user.id, String(params.characterId));
  return json({ ids: await favouriteIds(db, user.id) });
});

export const DELETE: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  const db = await getDb();
  await removeFavourite(db, user.id, String(params.characterId));
  return json({ ids: await favouriteIds(db, user.id) });
});
