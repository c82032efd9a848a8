import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { revokeSession } from '#/server/auth/sessions.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';

export const prerender = false;

export const DELETE: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  await revokeSession(await getDb(), user.id, String(params.id));
  return json({ success: true });
});
