import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';
import { addToCollection, removeFromCollection } from '#/server/social/collections.ts';

export const prerender = false;

export const PUT: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  return json({ collection: await addToCollection(await getDb(), user.id, String(params.id), String(params.characterId)) });
});

export const DELETE: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  return json({ collection: await removeFromCollection(await getDb(), user.id, String(params.id), String(params.characterId)) });
});
