import type { FulfilmentHandler } from '#/server/orders/registry.ts';
import { recordSales, reverseSales } from './ledger.ts';
import type { DbOrTx } from '#/server/db/open.ts';

/**
 * Wraps a handler of character lines so each paid sale also writes the artist's
 * royalty, and a refund its reversal, in the same transaction as the delivery; `onSold` runs
 * there too when a sale earned an artist something.
 * Composed in src/server/settlement/index.ts, so orders/ and commerce/ stay unaware of royalties.
 */
export function withRoyalties(handler: FulfilmentHandler, onSold?: (tx: DbOrTx, orderId: string) => Promise<void>): FulfilmentHandler {
  return {
    ...handler,
    async fulfil(tx, order, lines) {
      await handler.fulfil(tx, order, lines);
      // The artists hear about it once the sale commits (`onSold` queues a task in the same transaction).
      if ((await recordSales(tx, order, lines)) > 0) await onSold?.(tx, order.id);
    },
    async refund(tx, order, lines) {
      await handler.refund?.(tx, order, lines);
      await reverseSales(tx, order.id);
    },
  };
}
