import type { APIRoute } from 'astro';
import { changePassword } from '#/server/auth/accounts.ts';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { accountApi } from '#/lib/api/account.ts';

export const prerender = false;

/** Keeps this session, ends every other one of the user. */
export const POST: APIRoute = handle(async ({ locals, request }) => {
  const user = requireUser(locals);
  await changePassword(await getDb(), user.id, locals.sessionId ?? undefined, await readJson(request, accountApi.changePassword.request));
  return json({ success: true, message: 'Password changed. Your other sessions were signed out.' });
});
