import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { auditLog, characters, creditLedger, downloads, entitlements, orderLineRefunds, orderLines, orderMails, orders, paymentRefunds, royaltyLedger, users } from '#/server/db/schema.ts';
import { LINE_ORDER } from '#/server/orders/fulfil.ts';
import { creditNotesOf, type CreditNote } from '#/server/orders/credit-notes.ts';
import type { OrderLineRow, OrderRow } from '#/server/orders/registry.ts';
import { lineShares, parseOrderNumber, type Share } from './shares.ts';
import { timelineOf, type TimelineEvent } from './timeline.ts';

type LineRefund = typeof orderLineRefunds.$inferSelect;
export type StaffOrderLine = OrderLineRow & { slug: string | null; share: Share; refund: LineRefund | null; licence: { id: string; createdAt: Date } | null };

/** Everything staff see about one order on its page; read-only. */
export type StaffOrder = {
  order: OrderRow;
  buyer: { id: string; email: string; name: string };
  lines: StaffOrderLine[];
  creditNotes: CreditNote[];
  refunded: Share;
  credits: { id: number; at: Date; delta: number; reason: string }[];
  royalties: { id: number; kind: string; cents: number; netCents: number; title: string; at: Date }[];
  downloads: { id: number; at: Date; title: string }[];
  mails: { id: number; at: Date; template: string; recipient: string }[];
  timeline: TimelineEvent[];
};

/** The order with this number ("TM-001034", "1034"), or null: the address of its page carries the number printed on receipts. */
export async function staffOrder(db: Database, numberText: string): Promise<StaffOrder | null> {
  const number = parseOrderNumber(numberText);
  if (number === null) return null;
  const [row] = await db.select({ order: orders, email: users.email, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.number, number));
  if (!row) return null;
  const { order } = row;
  const [lineRows, refunds, providerRefunds, licences, credits, royalties, mails, audits] = await Promise.all([
    db.select({ line: orderLines, slug: characters.slug }).from(orderLines).leftJoin(characters, eq(characters.id, orderLines.characterId)).where(eq(orderLines.orderId, order.id)).orderBy(LINE_ORDER),
    db.select().from(orderLineRefunds).where(eq(orderLineRefunds.orderId, order.id)),
    db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)),
    db.select().from(entitlements).where(and(eq(entitlements.orderId, order.id), eq(entitlements.userId, order.userId))),
    db.select({ id: creditLedger.id, at: creditLedger.createdAt, delta: creditLedger.delta, reason: creditLedger.reason }).from(creditLedger).where(eq(creditLedger.orderId, order.id)).orderBy(asc(creditLedger.id)),
    db.select({ id: royaltyLedger.id, kind: royaltyLedger.kind, cents: royaltyLedger.cents, netCents: royaltyLedger.netCents, title: royaltyLedger.title, at: royaltyLedger.createdAt }).from(royaltyLedger).where(eq(royaltyLedger.orderId, order.id)).orderBy(asc(royaltyLedger.id)),
    db.select({ id: orderMails.id, at: orderMails.sentAt, template: orderMails.template, recipient: orderMails.recipient }).from(orderMails).where(eq(orderMails.orderId, order.id)).orderBy(asc(orderMails.id)),
    db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.id))).orderBy(asc(auditLog.id)),
  ]);
  const lines = lineRows.map((r) => ({ ...r.line, slug: r.slug }));
  const shares = lineShares(order, lines);
  const characterIds = [...new Set(lines.map((l) => l.characterId).filter((id): id is string => Boolean(id)))];
  const downloadRows = characterIds.length
    ? await db.select({ id: downloads.id, at: downloads.createdAt, title: characters.title }).from(downloads).innerJoin(characters, eq(characters.id, downloads.characterId))
      .where(and(eq(downloads.userId, order.userId), inArray(downloads.characterId, characterIds))).orderBy(asc(downloads.id)).limit(200)
    : [];
  const staffLines = lines.map((line): StaffOrderLine => {
    const licence = licences.find((e) => e.characterId === line.characterId && e.plan === line.plan);
    return { ...line, share: shares.get(line.id)!, refund: refunds.find((r) => r.orderLineId === line.id) ?? null, licence: licence ? { id: licence.id, createdAt: licence.createdAt } : null };
  });
  const refundedCents = refunds.reduce((s, r) => s + r.cents, 0) + providerRefunds.reduce((s, r) => s + r.amountCents, 0);
  const refundedCredits = order.status === 'refunded' && !refunds.length ? order.totalCredits : refunds.reduce((s, r) => s + r.credits, 0);
  return {
    order, buyer: { id: order.userId, email: row.email, name: row.name }, lines: staffLines, creditNotes: await creditNotesOf(db, order.id),
    refunded: { cents: refundedCents, credits: refundedCredits },
    credits, royalties, downloads: downloadRows, mails,
    timeline: timelineOf({ order, audits, mails, downloads: downloadRows, providerRefunds }),
  };
}
