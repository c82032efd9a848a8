import type { APIRoute } from 'astro';
import { z } from 'zod';
import { JOB_ACTIONS } from '../../../../lib/jobs/machine.ts';
import { requireUser } from '../../../../server/auth/guards.ts';
import { getDb } from '../../../../server/db/index.ts';
import { AppError } from '../../../../server/errors.ts';
import { handle, json, readJson } from '../../../../server/http.ts';
import { viewerOf } from '../../../../server/jobs/access.ts';
import { WORK_MAX_BYTES } from '../../../../server/jobs/files.ts';
import { readUploadForm } from '../../../../server/jobs/form.ts';
import { takeAction, type ActionRequest } from '../../../../server/jobs/workflow.ts';
import { getStorage } from '../../../../server/storage/index.ts';

export const prerender = false;

const bodySchema = z.object({ note: z.string().max(5000).optional(), artistId: z.string().optional() });

async function readBody(request: Request): Promise<ActionRequest> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const { fields, files } = await readUploadForm(request, WORK_MAX_BYTES);
    return { ...bodySchema.parse(fields), files };
  }
  return readJson(request, bodySchema);
}

/**
 * POST /api/jobs/{id}/{action}: approve, reject (note = reason), hold, resume, allocate (artistId),
 * start, deliver (files, note), accept, requestCorrection (note, files). 409 when the workflow does not allow it.
 */
export const POST: APIRoute = handle(async ({ locals, params, request }) => {
  const viewer = viewerOf(requireUser(locals));
  const action = z.enum(JOB_ACTIONS).safeParse(params.action);
  if (!action.success) throw new AppError('NOT_FOUND', `No job action "${params.action}".`);
  const job = await takeAction(await getDb(), getStorage(), viewer, params.id ?? '', action.data, await readBody(request));
  return json({ job: { id: job.id, status: job.status, artistId: job.artistId } });
});
