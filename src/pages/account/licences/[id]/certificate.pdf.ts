import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, pdfDownload } from '#/server/http/responses.ts';
import { certificateFile } from '#/server/licences/certificate-file.ts';

export const prerender = false;

/** The licence certificate of one of the user's own licences (catalogue or custom), as a PDF download; anyone else's is a 404. */
export const GET: APIRoute = handle(async ({ params, locals }) => {
  const user = requireUser(locals);
  return pdfDownload(await certificateFile(await getDb(), user.id, params.id ?? ''));
});
