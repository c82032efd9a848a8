import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { characters, royaltyLedger, type CustomJobRow } from '#/server/db/schema.ts';
import { DEFAULT_CREDIT_VALUE_CENTS } from '#/lib/pricing.ts';
import { netCentsOf } from '#/lib/royalty.ts';
import { orderLabel } from '#/lib/order-number.ts';
import { netLines, type MoneyLine, type OrderDiscount } from '#/lib/order-net.ts';
import { creditValueIn } from '#/server/settings/credit-value-in.ts';
import { availableFrom, holdDaysIn, JOB_SHARE_BY_LEVEL, JOB_SHARE_DEFAULT, rateAt, shareOf } from './rates.ts';

/** The parts of an order and its lines a royalty needs (kept narrow so orders/ stays unaware of royalties). */
export type SoldOrder = OrderDiscount & { id: string; paidAt: Date | null };
export type SoldLine = MoneyLine & { id: string; characterId: string | null; title: string };

/**
 * What the store received for a line, in cents: its amount after every discount (`netLines`),
 * money as charged, credits at the credit value (store settings), free lines nothing.
 */
export function lineNetCents(net: { line: Pick<SoldLine, 'currency'>; cents: number; credits: number }, creditValueCents = DEFAULT_CREDIT_VALUE_CENTS): number {
  return netCentsOf({ currency: net.line.currency, cents: net.cents, credits: net.credits }, creditValueCents);
}

/**
 * Writes each artist's share of what the store received for the paid lines of their characters
 * (after the order's coupon: a line given away earns nothing), inside the
 * fulfilment transaction (so a sale and its royalty commit together). Lines of
 * characters without an artist, and free lines, earn nothing.
 */
export async function recordSales(tx: DbOrTx, order: SoldOrder, lines: SoldLine[], now = new Date()): Promise<number> {
  const ids = [...new Set(lines.map((l) => l.characterId).filter((id): id is string => Boolean(id)))];
  if (!ids.length) return 0;
  const owners = await tx.select({ id: characters.id, artistId: characters.artistId }).from(characters).where(and(inArray(characters.id, ids), isNotNull(characters.artistId)));
  if (!owners.length) return 0;
  const artistOf = new Map(owners.map((o) => [o.id, o.artistId!]));
  const soldAt = order.paidAt ?? now;
  // Credits are valued at the credit value when the sale is recorded (read in this transaction).
  const creditValue = lines.some((l) => l.currency === 'credits') ? await creditValueIn(tx) : undefined;
  const holdDays = await holdDaysIn(tx);
  let written = 0;
  for (const after of netLines(order, lines)) {
    const { line } = after;
    const artistId = line.characterId ? artistOf.get(line.characterId) : undefined;
    const net = lineNetCents(after, creditValue);
    if (!artistId || net <= 0) continue;
    const percent = await rateAt(tx, artistId, soldAt);
    await tx.insert(royaltyLedger).values({
      artistId, kind: 'sale', cents: shareOf(net, percent), netCents: net, percent, title: line.title,
      orderId: order.id, orderLineId: line.id, characterId: line.characterId, availableAt: availableFrom(soldAt, holdDays), createdAt: soldAt,
    }).onConflictDoNothing();
    written++;
  }
  return written;
}

/**
 * A refunded order: every sale entry of it gets a reversing entry of the same amount.
 * A still-pending share is cancelled while pending (same available_at); one already
 * available is taken from the available balance now (which may go below zero: the artist owes it).
 * With `lineIds`, only the sales of those lines (a refund of some lines of the order).
 */
export async function reverseSales(tx: DbOrTx, orderId: string, now = new Date(), lineIds?: string[]): Promise<number> {
  const only = lineIds ? inArray(royaltyLedger.orderLineId, lineIds) : undefined;
  const sales = await tx.select().from(royaltyLedger).where(and(eq(royaltyLedger.orderId, orderId), eq(royaltyLedger.kind, 'sale'), only));
  for (const sale of sales) {
    const availableAt = sale.availableAt > now ? sale.availableAt : now;
    await tx.insert(royaltyLedger).values({
      artistId: sale.artistId, kind: 'refund', cents: -sale.cents, netCents: -sale.netCents, percent: sale.percent, title: sale.title,
      orderId, orderLineId: sale.orderLineId, characterId: sale.characterId, availableAt, createdAt: now,
    }).onConflictDoNothing();
  }
  return sales.length;
}

export const jobSharePercent = (levelName: string) => JOB_SHARE_BY_LEVEL[levelName] ?? JOB_SHARE_DEFAULT;

/** A paid custom job the customer accepted: the allocated artist earns their level's share of its price (once). */
export async function recordJobShare(tx: DbOrTx, job: CustomJobRow, now = new Date()): Promise<void> {
  if (!job.artistId || job.paymentStatus !== 'paid' || job.priceCents <= 0) return;
  const percent = jobSharePercent(job.levelName);
  await tx.insert(royaltyLedger).values({
    artistId: job.artistId, kind: 'job', cents: shareOf(job.priceCents, percent), netCents: job.priceCents, percent,
    title: `Custom order ${orderLabel(job.number)}: ${job.title}`, jobId: job.id, availableAt: availableFrom(now, await holdDaysIn(tx)), createdAt: now,
  }).onConflictDoNothing();
}
