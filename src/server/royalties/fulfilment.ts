import type { FulfilmentHandler } from '#/server/orders/registry.ts';
import { recordSales, reverseSales } from './ledger.ts';

/**
 * Wraps a handler of character lines so each paid sale also writes the artist's
 * royalty, and a refund its reversal, in the same transaction as the delivery.
 * Composed in src/server/settlement/index.ts, so orders/ and commerce/ stay unaware of royalties.
 */
export function withRoyalties(handler: FulfilmentHandler): FulfilmentHandler {
  return {
    ...handler,
    async fulfil(tx, order, lines) {
      await handler.fulfil(tx, order, lines);
      await recordSales(tx, order, lines);
    },
    async refund(tx, order, lines) {
      await handler.refund?.(tx, order, lines);
      await reverseSales(tx, order.id);
    },
  };
}
