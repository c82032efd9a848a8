import type { APIRoute } from 'astro';
import { z } from 'zod';
import { login } from '../../../server/auth/accounts.ts';
import { requestMeta, setSessionCookie } from '../../../server/auth/http-session.ts';
import { loginFailure, loginSuccess } from '../../../server/auth/login-response.ts';
import { config } from '../../../server/config.ts';
import { getDb } from '../../../server/db/index.ts';
import { readJson } from '../../../server/http.ts';

export const prerender = false;

const Body = z.object({ email: z.string().max(320), password: z.string().max(1024) });

export const POST: APIRoute = async (context) => {
  try {
    const input = await readJson(context.request, Body);
    const result = await login(await getDb(), input, requestMeta(context), config.sessionPolicy);
    setSessionCookie(context.cookies, result.token, result.expiresAt);
    return loginSuccess(result.user);
  } catch (error) {
    return loginFailure(error);
  }
};
