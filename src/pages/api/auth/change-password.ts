import type { APIRoute } from 'astro';
import { z } from 'zod';
import { changePassword } from '../../../server/auth/accounts.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { getDb } from '../../../server/db/index.ts';
import { handle, json, readJson } from '../../../server/http.ts';

export const prerender = false;

const Body = z.object({ currentPassword: z.string().max(1024), newPassword: z.string().max(1024) });

/** Keeps this session, ends every other one of the user. */
export const POST: APIRoute = handle(async ({ locals, request }) => {
  const user = requireUser(locals);
  await changePassword(await getDb(), user._id, locals.sessionId ?? undefined, await readJson(request, Body));
  return json({ success: true, message: 'Password changed. Your other sessions were signed out.' });
});
