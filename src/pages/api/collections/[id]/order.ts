import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { reorderCollection } from '#/server/social/collections.ts';
import { socialApi } from '#/lib/api/social.ts';

export const prerender = false;

export const PUT: APIRoute = handle(async ({ locals, params, request }) => {
  const user = requireUser(locals);
  const { characterIds } = await readJson(request, socialApi.reorder.request);
  return json({ collection: await reorderCollection(await getDb(), user.id, String(params.id), characterIds) });
});
