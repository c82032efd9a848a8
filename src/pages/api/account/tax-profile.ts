import type { APIRoute } from 'astro';
import { accountApi } from '#/lib/api/account.ts';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { getTaxProfile, saveTaxProfile } from '#/server/tax/profile.ts';

export const prerender = false;

/** GET /api/account/tax-profile: the buyer's own tax details for invoices. */
export const GET: APIRoute = handle(async ({ locals }) => json(await getTaxProfile(await getDb(), requireUser(locals).id)));

/** POST /api/account/tax-profile: saves them; a VAT number in the wrong format for the country is a 400 naming why. */
export const POST: APIRoute = handle(async ({ locals, request }) => {
  const user = requireUser(locals);
  return json(await saveTaxProfile(await getDb(), user.id, await readJson(request, accountApi.saveTaxProfile.request)));
});
