import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { createCollection, listCollections } from '#/server/social/collections.ts';
import { socialApi } from '#/lib/api/social.ts';

export const prerender = false;

export const GET: APIRoute = handle(async ({ locals }) => {
  const user = requireUser(locals);
  return json({ collections: await listCollections(await getDb(), user.id) });
});

export const POST: APIRoute = handle(async ({ locals, request }) => {
  const user = requireUser(locals);
  const input = await readJson(request, socialApi.createCollection.request);
  return json({ collection: await createCollection(await getDb(), user.id, input) }, { status: 201 });
});
