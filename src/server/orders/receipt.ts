import { eq } from 'drizzle-orm';
import { config } from '#/server/config/config.ts';
import type { Database } from '#/server/db/open.ts';
import { entitlements, orderMails, orders, users } from '#/server/db/schema.ts';
import { sendMail } from '#/server/mail/index.ts';
import type { Mailer } from '#/server/mail/transport.ts';
import type { ReceiptData } from '#/server/mail/templates/receipt.tsx';
import { linesOf, type Settled } from './fulfil.ts';
import type { OrderLineRow, OrderRow } from './registry.ts';
import { taxLabel } from '#/lib/tax.ts';
import { formatMoney } from '#/lib/pricing.ts';
import { discountLine, lineAmount, lineLicence, orderLabel, paymentMethod, totals } from './present.ts';
import { formatDay } from '#/lib/dates.ts';

type Buyer = { email: string; name: string | null };

/** The certificate page of each licence the order granted, by character and plan (one link per receipt line). */
async function certificatesOfOrder(db: Database, orderId: string): Promise<Map<string, string>> {
  const held = await db.select({ id: entitlements.id, characterId: entitlements.characterId, plan: entitlements.plan }).from(entitlements).where(eq(entitlements.orderId, orderId));
  return new Map(held.map((e) => [`${e.characterId}:${e.plan}`, `/account/licences/${e.id}`]));
}

/** The receipt of a paid order, as the template reads it. */
function receiptOf(order: OrderRow, lines: OrderLineRow[], buyer: Buyer, certificates: Map<string, string>): { to: string; data: ReceiptData } {
  const certificateOf = (line: OrderLineRow) => {
    const path = line.characterId && line.plan ? certificates.get(`${line.characterId}:${line.plan}`) : undefined;
    return path ? { certificateUrl: new URL(path, config.siteUrl).href } : {};
  };
  return {
    to: buyer.email,
    data: {
      number: orderLabel(order.number),
      date: formatDay(order.paidAt ?? order.createdAt),
      buyer: buyer.name || buyer.email,
      items: lines.map((line) => ({ title: line.title, licence: lineLicence(line), amount: lineAmount(line), ...certificateOf(line) })),
      ...(discountLine(order) ? { discount: discountLine(order)! } : {}),
      // The money total says the VAT it includes, as the invoice does.
      totals: totals(order).map((t, i) => (i === 0 && order.totalCents > 0 && order.taxRule !== 'none' ? `${t} (including ${taxLabel({ rule: order.taxRule, rateBp: order.taxRateBp })}: ${formatMoney(order.taxCents)} USD)` : t)),
      method: paymentMethod(order),
      orderUrl: new URL(`/account/orders/${order.id}`, config.siteUrl).href,
    },
  };
}

export async function receiptData(db: Database, orderId: string): Promise<{ to: string; data: ReceiptData } | null> {
  const [row] = await db.select({ order: orders, email: users.email, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
  if (!row || row.order.status !== 'paid') return null;
  return receiptOf(row.order, await linesOf(db, orderId), row, await certificatesOfOrder(db, orderId));
}

/** Kept for the staff order page ("mails sent"), once the mail has gone. */
async function recordMail(db: Database, orderId: string, to: string): Promise<void> {
  await db.insert(orderMails).values({ orderId, template: 'receipt', recipient: to });
}

/** The receipt of an order just settled: its order and lines are in hand, only the buyer is read. */
export async function sendSettledReceipt(db: Database, settled: Settled, via?: Mailer): Promise<boolean> {
  const [buyer] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, settled.order.userId));
  if (!buyer || settled.order.status !== 'paid') return false;
  const receipt = receiptOf(settled.order, settled.lines, buyer, await certificatesOfOrder(db, settled.order.id));
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
