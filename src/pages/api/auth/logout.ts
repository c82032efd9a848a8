import type { APIRoute } from 'astro';
import { clearSessionCookie, readSessionToken } from '#/server/auth/http-session.ts';
import { endSessionByToken } from '#/server/auth/sessions.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';

export const prerender = false;

export const GET: APIRoute = handle(async ({ cookies }) => {
  const token = readSessionToken(cookies);
  if (token) await endSessionByToken(await getDb(), token);
  clearSessionCookie(cookies);
  return json({ success: true, message: 'Signed out' });
});
