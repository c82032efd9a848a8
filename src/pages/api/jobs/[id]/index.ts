import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';
import { viewerOf } from '#/server/custom-orders/access.ts';
import { getJobDetail } from '#/server/custom-orders/detail.ts';

export const prerender = false;

/** GET /api/jobs/{id}: the job with its log, files, deliveries, corrections, thread and the viewer's actions. */
export const GET: APIRoute = handle(async ({ locals, params }) => {
  const viewer = viewerOf(requireUser(locals));
  return json(await getJobDetail(await getDb(), viewer, params.id ?? ''));
});
