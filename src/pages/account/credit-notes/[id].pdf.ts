import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, pdfDownload } from '#/server/http/responses.ts';
import { ownCreditNote } from '#/server/orders/invoice-file.ts';

export const prerender = false;

/** One of the buyer's own credit notes as a PDF download; anyone else's is a 404. */
export const GET: APIRoute = handle(async ({ params, locals }) => {
  const user = requireUser(locals);
  return pdfDownload(await ownCreditNote(await getDb(), user.id, params.id ?? ''));
});
