import type { APIRoute } from 'astro';
import { getUserFor } from '#/server/auth/accounts.ts';
import { requireUser } from '#/server/auth/guards.ts';
import { toSessionUser } from '#/server/auth/user-view.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';

export const prerender = false;

export const GET: APIRoute = handle(async ({ locals, params }) => {
  const viewer = requireUser(locals);
  return json({ success: true, user: toSessionUser(await getUserFor(await getDb(), viewer, String(params.id))) });
});
