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

const handlers = new Map<LineKind, FulfilmentHandler>();

/** Called once per kind by the composition root (src/server/settlement/index.ts); orders/ imports no domain. */
export function registerFulfilment(kind: LineKind, handler: FulfilmentHandler): void {
  handlers.set(kind, handler);
}

export function handlerFor(kind: LineKind): FulfilmentHandler {
  const handler = handlers.get(kind);
  if (!handler) throw new Error(`No fulfilment handler registered for order lines of kind "${kind}".`);
  return handler;
}

/** The lines of an order grouped by kind, in a fixed order, so handlers run the same way every time. */
export function byKind(lines: OrderLineRow[]): [LineKind, OrderLineRow[]][] {
  const kinds: LineKind[] = ['pack', 'top-up', 'character', 'job'];
  return kinds.map((kind): [LineKind, OrderLineRow[]] => [kind, lines.filter((l) => l.kind === kind)]).filter(([, group]) => group.length > 0);
}
