import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { creditNotes, orders, type CreditNoteLine } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { isUuid } from '#/lib/ids.ts';
import { allocate, netLines, type OrderDiscount } from '#/lib/order-net.ts';
import type { OrderLineRow, OrderRow } from './registry.ts';

export type CreditNote = typeof creditNotes.$inferSelect;
type LineShare = { cents: number; credits: number; taxCents?: number };

/**
 * A refund's credit note, written in the refund's transaction: what went back, net and tax apart,
 * against the order's invoice. The database numbers it CN-YYYY-NNNNNN (the same gapless counters as
 * invoices, migrations/0800_invoices_tax.sql), so a refund that rolls back leaves no number behind.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  order: OrderRow,
  refund: { cents: number; taxCents: number; credits: number; reason: string; lines: { line: OrderLineRow; share: LineShare }[] },
): Promise<CreditNote> {
  if (!order.invoiceNumber) throw new AppError('CONFLICT', 'This order has no invoice to credit.');
  const taxCents = Math.min(refund.taxCents, refund.cents);
  const lines: CreditNoteLine[] = refund.lines.map(({ line, share }) => ({ title: line.title, netCents: share.cents - (share.taxCents ?? 0), taxCents: share.taxCents ?? 0, credits: share.credits }));
  const [note] = await tx.insert(creditNotes).values({
    orderId: order.id, invoiceNumber: order.invoiceNumber, netCents: refund.cents - taxCents, taxCents, credits: refund.credits, lines, reason: refund.reason,
  }).returning();
  if (!note) throw new AppError('INTERNAL');
  return note;
}

/** The tax in a full refund of `cents` of the order: all of it, unless less than the total was captured (then in proportion). */
export function taxOfRefund(order: Pick<OrderRow, 'totalCents' | 'taxCents'>, cents: number): number {
  if (order.totalCents <= 0 || cents >= order.totalCents) return order.taxCents;
  return Math.round((order.taxCents * cents) / order.totalCents);
}

/** Each line's share of a whole-order refund of `cents` (of which `taxCents` is tax), in proportion to its net: the shares add up to both. */
export function refundedLines(order: OrderDiscount, lines: OrderLineRow[], cents: number, taxCents: number): { line: OrderLineRow; share: LineShare }[] {
  const nets = netLines(order, lines);
  const weights = nets.map((n) => (n.line.currency === 'USD' ? n.cents : 0));
  const net = allocate(weights, cents - taxCents);
  const tax = allocate(weights, taxCents);
  return nets.map((n, i) => ({ line: n.line, share: { cents: net[i]! + tax[i]!, taxCents: tax[i]!, credits: n.credits } }));
}

export type OwnCreditNote = CreditNote & { orderNumber: number };

/** The buyer's credit notes, newest first. */
export async function listOwnCreditNotes(db: Database, userId: string): Promise<OwnCreditNote[]> {
  const rows = await db.select({ note: creditNotes, orderNumber: orders.number }).from(creditNotes).innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(eq(orders.userId, userId)).orderBy(desc(creditNotes.createdAt), desc(creditNotes.number));
  return rows.map((r) => ({ ...r.note, orderNumber: r.orderNumber }));
}

/** An order's credit notes, oldest first (the staff order page). */
export async function creditNotesOf(db: Database, orderId: string): Promise<CreditNote[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.createdAt), asc(creditNotes.number));
}

/** One credit note of the buyer's own, with its order; anyone else's is not found. */
export async function getOwnCreditNote(db: Database, userId: string, noteId: string): Promise<{ note: CreditNote; order: OrderRow }> {
  if (!isUuid(noteId)) throw new AppError('NOT_FOUND', 'No such credit note in your account.');
  const [row] = await db.select({ note: creditNotes, order: orders }).from(creditNotes).innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(eq(creditNotes.id, noteId), eq(orders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'No such credit note in your account.');
  return row;
}
