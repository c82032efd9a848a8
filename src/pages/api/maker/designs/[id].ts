import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';
import { deleteDesign } from '#/server/maker/index.ts';

export const prerender = false;

/** DELETE /api/maker/designs/{id}: removes one of the shopper's own saved designs. */
export const DELETE: APIRoute = handle(async ({ locals, params }) => {
  const user = requireUser(locals);
  await deleteDesign(await getDb(), user.id, params.id ?? '');
  return json({ ok: true });
});
