import type { Database } from '#/server/db/open.ts';
import { invoicePdf } from './invoice.ts';
import { invoiceLabel } from './present.ts';
import { getOwnOrder } from './queries.ts';

/** GET /account/orders/{id}/invoice.pdf: the buyer's own paid order, rendered. */
export async function orderInvoice(db: Database, userId: string, orderId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const order = await getOwnOrder(db, userId, orderId);
  return { fileName: `toonmart-${invoiceLabel(order.number)}.pdf`, bytes: await invoicePdf(order) };
}
