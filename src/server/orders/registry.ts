import type { Database, DbOrTx } from '#/server/db/open.ts';
import type { orderLines, orders } from '#/server/db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type LineKind = OrderLineRow['kind'];

/**
 * What delivering one kind of order line means. `fulfil` runs inside the
 * transaction that moved the order from pending to paid (so exactly once);
 * `afterCommit` runs after it (notices); `refund` inside the refund's transaction.
 */
export type FulfilmentHandler = {
  fulfil(tx: DbOrTx, order: OrderRow, lines: OrderLineRow[]): Promise<void>;
  afterCommit?(db: Database, order: OrderRow, lines: OrderLineRow[]): Promise<void>;
  refund?(tx: DbOrTx, order: OrderRow, lines: OrderLineRow[]): Promise<void>;
};

/**
 * The handler of every kind of order line, built once by the composition root (src/server/settlement/)
 * and passed to everything that settles, fails or refunds an order: orders/ imports no domain, and
 * nothing registers itself when a module is imported.
 */
export type Fulfilment = { handlerFor(kind: LineKind): FulfilmentHandler };

/** One handler per kind: a kind left out is a type error here, not a failure at the first payment. */
export function fulfilmentRegistry(handlers: Record<LineKind, FulfilmentHandler>): Fulfilment {
  const table = new Map(Object.entries(handlers) as [LineKind, FulfilmentHandler][]);
  return {
    handlerFor(kind) {
      const handler = table.get(kind);
      if (!handler) throw new Error(`No fulfilment handler for order lines of kind "${kind}".`);
      return handler;
    },
  };
}

/** The lines of an order grouped by kind, in a fixed order, so handlers run the same way every time. */
export function byKind(lines: OrderLineRow[]): [LineKind, OrderLineRow[]][] {
  const kinds: LineKind[] = ['pack', 'top-up', 'character', 'job'];
  return kinds.map((kind): [LineKind, OrderLineRow[]] => [kind, lines.filter((l) => l.kind === kind)]).filter(([, group]) => group.length > 0);
}
