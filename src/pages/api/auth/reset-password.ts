import type { APIRoute } from 'astro';
import { resetWithToken } from '#/server/auth/recovery.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { accountApi } from '#/lib/api/account.ts';

export const prerender = false;

export const POST: APIRoute = handle(async ({ request }) => {
  const { token, password } = await readJson(request, accountApi.resetPassword.request);
  await resetWithToken(await getDb(), token, password);
  return json({ success: true, message: 'Your password is changed. Sign in with it now.' });
});
