import type { APIRoute } from 'astro';
import { jobMessageRequest } from '#/lib/api/jobs.ts';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { viewerOf } from '#/server/custom-orders/access.ts';
import { postMessage } from '#/server/custom-orders/thread.ts';

export const prerender = false;

/** POST /api/jobs/{id}/messages {body}: a message in the job's thread. */
export const POST: APIRoute = handle(async ({ locals, params, request }) => {
  const viewer = viewerOf(requireUser(locals));
  const { body } = await readJson(request, jobMessageRequest);
  const message = await postMessage(await getDb(), viewer, params.id ?? '', body);
  return json({ message }, { status: 201 });
});
