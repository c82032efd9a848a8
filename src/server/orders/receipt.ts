import { eq } from 'drizzle-orm';
import { config } from '#/server/config/config.ts';
import type { Database } from '#/server/db/open.ts';
import { orderMails, orders, users } from '#/server/db/schema.ts';
import { sendMail } from '#/server/mail/index.ts';
import type { Mailer } from '#/server/mail/transport.ts';
import type { ReceiptData } from '#/server/mail/templates/receipt.tsx';
import { linesOf, type Settled } from './fulfil.ts';
import type { OrderLineRow, OrderRow } from './registry.ts';
import { discountLine, lineAmount, lineLicence, orderLabel, paymentMethod, totals } from './present.ts';
import { formatDay } from '#/lib/dates.ts';

type Buyer = { email: string; name: string | null };

/** The receipt of a paid order, as the template reads it. */
function receiptOf(order: OrderRow, lines: OrderLineRow[], buyer: Buyer): { to: string; data: ReceiptData } {
  return {
    to: buyer.email,
    data: {
      number: orderLabel(order.number),
      date: formatDay(order.paidAt ?? order.createdAt),
      buyer: buyer.name || buyer.email,
      items: lines.map((line) => ({ title: line.title, licence: lineLicence(line), amount: lineAmount(line) })),
      ...(discountLine(order) ? { discount: discountLine(order)! } : {}),
      totals: totals(order),
      method: paymentMethod(order),
      orderUrl: new URL(`/account/orders/${order.id}`, config.siteUrl).href,
    },
  };
}

export async function receiptData(db: Database, orderId: string): Promise<{ to: string; data: ReceiptData } | null> {
  const [row] = await db.select({ order: orders, email: users.email, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
  if (!row || row.order.status !== 'paid') return null;
  return receiptOf(row.order, await linesOf(db, orderId), row);
}

/** Kept for the staff order page ("mails sent"), once the mail has gone. */
async function recordMail(db: Database, orderId: string, to: string): Promise<void> {
  await db.insert(orderMails).values({ orderId, template: 'receipt', recipient: to });
}

/** The receipt of an order just settled: its order and lines are in hand, only the buyer is read. */
export async function sendSettledReceipt(db: Database, settled: Settled, via?: Mailer): Promise<boolean> {
  const [buyer] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, settled.order.userId));
  if (!buyer || settled.order.status !== 'paid') return false;
  const receipt = receiptOf(settled.order, settled.lines, buyer);
  await sendMail(receipt.to, 'receipt', receipt.data, via);
  await recordMail(db, settled.order.id, receipt.to);
  return true;
}

/** Emails the receipt of a paid order to its buyer (outbox or SMTP, as configured). */
export async function sendReceipt(db: Database, orderId: string, via?: Mailer): Promise<boolean> {
  const receipt = await receiptData(db, orderId);
  if (!receipt) return false;
  await sendMail(receipt.to, 'receipt', receipt.data, via);
  await recordMail(db, orderId, receipt.to);
  return true;
}
