import { eq } from 'drizzle-orm';
import { config } from '#/server/config.ts';
import type { Database } from '#/server/db/open.ts';
import { orders, users } from '#/server/db/schema.ts';
import { sendMail } from '#/server/mail/index.ts';
import type { Mailer } from '#/server/mail/transport.ts';
import type { ReceiptData } from '#/server/mail/templates/receipt.tsx';
import { linesOf } from './fulfil.ts';
import { discountLine, formatDate, lineAmount, lineLicence, orderLabel, paymentMethod, totals } from './present.ts';

/** The receipt of a paid order, as the template reads it. */
export async function receiptData(db: Database, orderId: string): Promise<{ to: string; data: ReceiptData } | null> {
  const [row] = await db.select({ order: orders, email: users.email, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
  if (!row || row.order.status !== 'paid') return null;
  const lines = await linesOf(db, orderId);
  const { order } = row;
  return {
    to: row.email,
    data: {
      number: orderLabel(order.number),
      date: formatDate(order.paidAt ?? order.createdAt),
      buyer: row.name || row.email,
      items: lines.map((line) => ({ title: line.title, licence: lineLicence(line), amount: lineAmount(line) })),
      ...(discountLine(order) ? { discount: discountLine(order)! } : {}),
      totals: totals(order),
      method: paymentMethod(order),
      orderUrl: new URL(`/account/orders/${order.id}`, config.siteUrl).href,
    },
  };
}

/** Emails the receipt of a paid order to its buyer (outbox or SMTP, as configured). */
export async function sendReceipt(db: Database, orderId: string, via?: Mailer): Promise<boolean> {
  const receipt = await receiptData(db, orderId);
  if (!receipt) return false;
  await sendMail(receipt.to, 'receipt', receipt.data, via);
  return true;
}
