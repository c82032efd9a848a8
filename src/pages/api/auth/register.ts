import type { APIRoute } from 'astro';
import { register, REGISTERED_MESSAGE } from '#/server/auth/accounts.ts';
import { requestMeta, setSessionCookie } from '#/server/auth/http-session.ts';
import { toSessionUser } from '#/server/auth/user-view.ts';
import { config } from '#/server/config/config.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { registerNotices } from '#/server/users/registration.ts';
import { sessionApi } from '#/lib/api/session.ts';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const input = await readJson(context.request, sessionApi.register.request);
  const db = await getDb();
  const result = await register(db, input, requestMeta(context), config.sessionPolicy, registerNotices(db, config.siteUrl));
  setSessionCookie(context.cookies, result.token, result.expiresAt);
  return json({ success: true, user: toSessionUser(result.user), message: REGISTERED_MESSAGE }, { status: 201 });
});
