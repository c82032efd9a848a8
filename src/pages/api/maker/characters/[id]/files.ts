import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';
import { filesOf } from '#/server/maker/index.ts';

export const prerender = false;

/** GET /api/maker/characters/{id}/files: which of a bought design's files are ready (its buyers and staff only). */
export const GET: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  return json(await filesOf(await getDb(), user, params.id ?? ''));
});
