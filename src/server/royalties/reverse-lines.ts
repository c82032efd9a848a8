import type { DbOrTx } from '#/server/db/open.ts';
import { reverseSales } from './ledger.ts';

/**
 * Some lines of an order refunded: each of their sale entries gets a reversing entry of the same
 * amount, as a whole-order refund does. A line reversed once is not reversed again (one entry per
 * line and kind), so a later refund of the rest of the order leaves it alone.
 */
export async function reverseLineSales(tx: DbOrTx, orderId: string, lineIds: string[], now = new Date()): Promise<number> {
  if (!lineIds.length) return 0;
  return reverseSales(tx, orderId, now, lineIds);
}
