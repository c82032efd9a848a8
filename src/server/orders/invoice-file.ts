import type { Database } from '#/server/db/open.ts';
import { getSettings } from '#/server/settings/settings.ts';
import { creditNotePdf } from './credit-note-pdf.ts';
import { creditNotesOf, getOwnCreditNote } from './credit-notes.ts';
import { invoicePdf } from './invoice.ts';
import { sellerOf } from './pdf-pen.ts';
import { invoiceLabel } from './present.ts';
import { getOwnOrder } from './queries.ts';

/** GET /account/orders/{id}/invoice.pdf: the buyer's own paid order, rendered. */
export async function orderInvoice(db: Database, userId: string, orderId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const order = await getOwnOrder(db, userId, orderId);
  const notes = (await creditNotesOf(db, order.id)).map((n) => n.number);
  return { fileName: `toonmart-${invoiceLabel(order)}.pdf`, bytes: await invoicePdf(order, sellerOf(await getSettings(db)), notes) };
}

/** GET /account/credit-notes/{id}.pdf: one of the buyer's own credit notes, rendered. */
export async function ownCreditNote(db: Database, userId: string, noteId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { note, order } = await getOwnCreditNote(db, userId, noteId);
  const detail = await getOwnOrder(db, userId, order.id);
  return { fileName: `toonmart-${note.number}.pdf`, bytes: await creditNotePdf(note, order, detail.buyer, sellerOf(await getSettings(db))) };
}
