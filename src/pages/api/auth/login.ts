import type { APIRoute } from 'astro';
import { login } from '#/server/auth/accounts.ts';
import { requestMeta, setSessionCookie } from '#/server/auth/http-session.ts';
import { loginFailure, loginSuccess } from '#/server/auth/login-response.ts';
import { config } from '#/server/config/config.ts';
import { getDb } from '#/server/db/index.ts';
import { readJson } from '#/server/http/responses.ts';
import { queueUnlockMail } from '#/server/tasks/store-tasks.ts';
import { sessionApi } from '#/lib/api/session.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  try {
    const input = await readJson(context.request, sessionApi.login.request);
    const db = await getDb();
    const onLockout = (email: string, ip: string) => queueUnlockMail(db, email, ip);
    const result = await login(db, input, requestMeta(context), config.sessionPolicy, onLockout);
    setSessionCookie(context.cookies, result.token, result.expiresAt);
    return loginSuccess(result.user);
  } catch (error) {
    return loginFailure(error);
  }
};
