import type { APIRoute } from 'astro';
import { updateProfile } from '#/server/auth/accounts.ts';
import { requireUser } from '#/server/auth/guards.ts';
import { toSessionUser } from '#/server/auth/user-view.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { accountApi } from '#/lib/api/account.ts';

export const prerender = false;

export const POST: APIRoute = handle(async ({ locals, request }) => {
  const user = requireUser(locals);
  return json({ success: true, user: toSessionUser(await updateProfile(await getDb(), user.id, await readJson(request, accountApi.profile.request))) });
});
