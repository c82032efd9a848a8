import type { APIRoute } from 'astro';
import { z } from 'zod';
import { JOB_ACTIONS } from '#/lib/jobs/machine.ts';
import { jobActionRequest } from '#/lib/api/jobs.ts';
import { requireUser } from '#/server/auth/guards.ts';
import { requestIp } from '#/server/http/request-ip.ts';
import { getDb } from '#/server/db/index.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { viewerOf } from '#/server/custom-orders/access.ts';
import { act, actWithUploads } from '#/server/custom-orders/workflow.ts';
import { getPaymentProvider } from '#/server/payments/index.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

const fileActionSchema = z.enum(['deliver', 'requestCorrection']);

/**
 * POST /api/jobs/{id}/{action}: approve, reject (note = reason), hold, resume, allocate (artistId),
 * start (the artist accepts the assignment), decline (the artist, note = reason), deliver (multipart: files, note),
 * accept, requestCorrection (note, files: multipart, or JSON without files).
 * 409 when the workflow does not allow it.
 */
export const POST: APIRoute = handle(async (context) => {
  const { locals, params, request } = context;
  const viewer = viewerOf(requireUser(locals), requestIp(context));
  const action = z.enum(JOB_ACTIONS).safeParse(params.action);
  if (!action.success) throw new AppError('NOT_FOUND', `No job action "${params.action}".`);
  const db = await getDb();
  const fileAction = fileActionSchema.safeParse(action.data);
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  const job = fileAction.success && multipart
    ? await actWithUploads(db, getStorage(), viewer, params.id ?? '', fileAction.data, request)
    : await act(db, viewer, params.id ?? '', action.data, await readJson(request, jobActionRequest), action.data === 'reject' ? getPaymentProvider() : undefined);
  return json({ job: { id: job.id, status: job.status, artistId: job.artistId } });
});
