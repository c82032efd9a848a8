import type { APIRoute } from 'astro';
import { makerApi } from '#/lib/api/maker.ts';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { buyDesign } from '#/server/maker/index.ts';

export const prerender = false;

/** POST /api/maker/characters { design }: the character a design becomes, to put in the cart (its files are drawn once it is paid). */
export const POST: APIRoute = handle(async ({ locals, request }) => {
  const user = requireUser(locals);
  const { design } = await readJson(request, makerApi.buy.request);
  return json(await buyDesign(await getDb(), user.id, design));
});
