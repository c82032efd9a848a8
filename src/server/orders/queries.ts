import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { characters, creditLedger, entitlements, orderLineRefunds, orderLines, orders, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { isUuid } from '#/lib/ids.ts';
import type { OrderLineRow, OrderRow } from './registry.ts';
import { LINE_ORDER } from './fulfil.ts';

export type OrderSummary = OrderRow & { lines: OrderLineRow[] };
export type OrderDetail = OrderRow & {
  buyer: { name: string; email: string };
  /** `refund`: what went back for a line staff refunded on its own (or with the rest of the order). */
  lines: (OrderLineRow & { slug: string | null; entitlementId: string | null; refund: { cents: number; credits: number; at: Date } | null })[];
};

/** A buyer's orders, newest first, with their lines (abandoned pending checkouts included: they say so). */
export async function listOwnOrders(db: Database, userId: string): Promise<OrderSummary[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  if (!rows.length) return [];
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((o) => o.id))).orderBy(LINE_ORDER);
  return rows.map((order) => ({ ...order, lines: lines.filter((l) => l.orderId === order.id) }));
}

/** One order of the buyer's own, with the licence (entitlement) each line granted; anyone else's is not found. */
export async function getOwnOrder(db: Database, userId: string, orderId: string): Promise<OrderDetail> {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'No such order in your account.');
  const [row] = await db.select({ order: orders, name: users.name, email: users.email }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'No such order in your account.');
  const lines = await db
    .select({ line: orderLines, slug: characters.slug, entitlementId: entitlements.id, refundCents: orderLineRefunds.cents, refundCredits: orderLineRefunds.credits, refundAt: orderLineRefunds.createdAt })
    .from(orderLines)
    .leftJoin(orderLineRefunds, eq(orderLineRefunds.orderLineId, orderLines.id))
    .leftJoin(characters, eq(characters.id, orderLines.characterId))
    .leftJoin(entitlements, and(eq(entitlements.orderId, orderLines.orderId), eq(entitlements.characterId, orderLines.characterId), eq(entitlements.plan, orderLines.plan)))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(LINE_ORDER);
  return { ...row.order, buyer: { name: row.name, email: row.email }, lines: lines.map((l) => ({ ...l.line, slug: l.slug, entitlementId: l.entitlementId, refund: l.refundAt ? { cents: l.refundCents ?? 0, credits: l.refundCredits ?? 0, at: l.refundAt } : null })) };
}

export type LedgerEntry = { id: number; at: Date; delta: number; reason: string; orderId: string | null; orderNumber: number | null; balanceAfter: number };

/** The credit history: every ledger row, oldest first with the running balance, answered newest first. */
export async function creditHistory(db: Database, userId: string): Promise<LedgerEntry[]> {
  const rows = await db
    .select({ id: creditLedger.id, at: creditLedger.createdAt, delta: creditLedger.delta, reason: creditLedger.reason, orderId: creditLedger.orderId, orderNumber: orders.number })
    .from(creditLedger)
    .leftJoin(orders, eq(orders.id, creditLedger.orderId))
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));
  let balance = 0;
  return rows.map((row) => ({ ...row, balanceAfter: (balance += row.delta) })).reverse();
}
