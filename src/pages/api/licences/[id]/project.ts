import type { APIRoute } from 'astro';
import { licencesApi } from '#/lib/api/licences.ts';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { setProjectName } from '#/server/licences/certificates.ts';

export const prerender = false;

/** The holder names (or clears) the client or project of one of their licences. */
export const POST: APIRoute = handle(async ({ params, locals, request }) => {
  const user = requireUser(locals);
  const { projectName } = await readJson(request, licencesApi.project.request);
  return json(await setProjectName(await getDb(), user.id, params.id ?? '', projectName));
});
