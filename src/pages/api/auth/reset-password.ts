import type { APIRoute } from 'astro';
import { z } from 'zod';
import { resetWithToken } from '../../../server/auth/recovery.ts';
import { getDb } from '../../../server/db/index.ts';
import { handle, json, readJson } from '../../../server/http.ts';

export const prerender = false;

const Body = z.object({ token: z.string().min(1).max(200), password: z.string().max(1024) });

export const POST: APIRoute = handle(async ({ request }) => {
  const { token, password } = await readJson(request, Body);
  await resetWithToken(await getDb(), token, password);
  return json({ success: true, message: 'Your password is changed. Sign in with it now.' });
});
