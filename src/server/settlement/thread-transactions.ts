/**
 * The transactions the embedded database's thread runs whole (see src/server/db/transactions.ts), by name.
 * That thread imports this module with Node itself, without the bundler: everything it reaches
 * imports only packages and plain modules (no `astro:` module, no JSX), and nothing here sends mail
 * or notices; those run on the server's thread after the commit.
 */
import { PLACE_ORDER } from '#/server/commerce/place-order.ts';
import type { DbTransaction } from '#/server/db/transactions.ts';
import { registerHandlers } from '#/server/settlement/handlers.ts';
import { APPLY_PAID_EVENT, COMPLETE_ORDER, FAIL_ORDER } from '#/server/orders/transactions.ts';

registerHandlers();

const all: DbTransaction<never, unknown>[] = [PLACE_ORDER, COMPLETE_ORDER, FAIL_ORDER, APPLY_PAID_EVENT];
export const TRANSACTIONS: Record<string, DbTransaction<never, unknown>> = Object.fromEntries(all.map((transaction) => [transaction.name, transaction]));
