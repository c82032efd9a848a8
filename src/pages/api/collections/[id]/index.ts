import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { deleteCollection, getCollection, updateCollection } from '#/server/social/collections.ts';
import { socialApi } from '#/lib/api/social.ts';

export const prerender = false;

/** Only the owner sees or changes a collection; anyone else gets the 404 of a missing one. */
export const GET: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  return json({ collection: await getCollection(await getDb(), user.id, String(params.id)) });
});

export const PATCH: APIRoute = handle(async ({ locals, params, request }) => {
  const user = requireUser(locals);
  const input = await readJson(request, socialApi.updateCollection.request);
  return json({ collection: await updateCollection(await getDb(), user.id, String(params.id), input) });
});

export const DELETE: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  await deleteCollection(await getDb(), user.id, String(params.id));
  return json({ deleted: true });
});
