import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';
import { addFavourite, removeFavourite } from '#/server/social/favourites.ts';

export const prerender = false;

export const PUT: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  return json({ ids: await addFavourite(await getDb(), user.id, String(params.characterId)) });
});

export const DELETE: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  return json({ ids: await removeFavourite(await getDb(), user.id, String(params.characterId)) });
});
