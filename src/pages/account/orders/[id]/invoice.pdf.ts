import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, pdfDownload } from '#/server/http/responses.ts';
import { orderInvoice } from '#/server/orders/invoice-file.ts';

export const prerender = false;

/** The invoice of one of the buyer's own paid orders, as a PDF download; anyone else's is a 404. */
export const GET: APIRoute = handle(async ({ params, locals }) => {
  const user = requireUser(locals);
  return pdfDownload(await orderInvoice(await getDb(), user.id, params.id ?? ''));
});
