import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { listSessions } from '#/server/auth/sessions.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';

export const prerender = false;

export const GET: APIRoute = handle(async ({ locals }) => {
  const user = requireUser(locals);
  return json({ sessions: await listSessions(await getDb(), user.id, locals.sessionId ?? undefined) });
});
