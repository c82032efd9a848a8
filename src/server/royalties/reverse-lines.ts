import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { royaltyLedger } from '#/server/db/schema.ts';

/**
 * Some lines of an order refunded: each of their sale entries gets a reversing entry of the same
 * amount, as a whole-order refund does (`reverseSales`). A line reversed once is not reversed again
 * (one entry per line and kind), so a later refund of the rest of the order leaves it alone.
 */
export async function reverseLineSales(tx: DbOrTx, orderId: string, lineIds: string[], now = new Date()): Promise<number> {
  if (!lineIds.length) return 0;
  const sales = await tx.select().from(royaltyLedger).where(and(eq(royaltyLedger.orderId, orderId), eq(royaltyLedger.kind, 'sale'), inArray(royaltyLedger.orderLineId, lineIds)));
  for (const sale of sales) {
    const availableAt = sale.availableAt > now ? sale.availableAt : now;
    await tx.insert(royaltyLedger).values({
      artistId: sale.artistId, kind: 'refund', cents: -sale.cents, netCents: -sale.netCents, percent: sale.percent, title: sale.title,
      orderId, orderLineId: sale.orderLineId, characterId: sale.characterId, availableAt, createdAt: now,
    }).onConflictDoNothing();
  }
  return sales.length;
}
