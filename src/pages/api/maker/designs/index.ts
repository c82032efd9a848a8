import type { APIRoute } from 'astro';
import { makerApi } from '#/lib/api/maker.ts';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { listDesigns, saveDesignFrom } from '#/server/maker/index.ts';

export const prerender = false;

/** GET /api/maker/designs: the signed-in shopper's saved designs ("My designs"). */
export const GET: APIRoute = handle(async ({ locals }) => {
  const user = requireUser(locals);
  return json({ designs: await listDesigns(await getDb(), user.id) });
});

/** POST /api/maker/designs { design }: saves a design to the account. */
export const POST: APIRoute = handle(async ({ locals, request }) => {
  const user = requireUser(locals);
  const { design } = await readJson(request, makerApi.saveDesign.request);
  return json({ design: await saveDesignFrom(await getDb(), user.id, design) }, { status: 201 });
});
