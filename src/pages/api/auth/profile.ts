import type { APIRoute } from 'astro';
import { z } from 'zod';
import { updateProfile } from '../../../server/auth/accounts.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { getDb } from '../../../server/db/index.ts';
import { handle, json, readJson } from '../../../server/http.ts';

export const prerender = false;

const Body = z.object({ name: z.string().trim().min(1).max(100) });

export const POST: APIRoute = handle(async ({ locals, request }) => {
  const user = requireUser(locals);
  return json({ success: true, user: await updateProfile(await getDb(), user._id, await readJson(request, Body)) });
});
