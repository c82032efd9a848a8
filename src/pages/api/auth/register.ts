import type { APIRoute } from 'astro';
import { z } from 'zod';
import { register } from '../../../server/auth/accounts.ts';
import { requestMeta, setSessionCookie } from '../../../server/auth/http-session.ts';
import { config } from '../../../server/config.ts';
import { getDb } from '../../../server/db/index.ts';
import { handle, json, readJson } from '../../../server/http.ts';

export const prerender = false;

const Body = z.object({ email: z.email().max(320), password: z.string().max(1024), name: z.string().trim().max(100).optional() });

export const POST: APIRoute = handle(async (context) => {
  const input = await readJson(context.request, Body);
  const result = await register(await getDb(), input, requestMeta(context), config.sessionPolicy);
  setSessionCookie(context.cookies, result.token, result.expiresAt);
  return json({ success: true, user: result.user, message: 'Account created' }, { status: 201 });
});
