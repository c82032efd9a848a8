/**
 * The transactions the embedded database's thread runs whole (see src/server/db/transactions.ts), by name.
 * That thread imports this module with Node itself, without the bundler: everything it reaches
 * imports only packages and plain modules (no `astro:` module, no JSX), and nothing here sends mail
 * or notices; those run on the server's thread after the commit. The thread builds its own wiring,
 * from the same handlers as the server's, without the notices.
 */
import type { DbTransaction } from '#/server/db/transactions.ts';
import { buildPaymentWiring } from './handlers.ts';

const wiring = buildPaymentWiring();
const all: DbTransaction<never, unknown>[] = [wiring.placeOrder, wiring.completeOrder, wiring.failOrder, wiring.applyPaidEvent];
export const TRANSACTIONS: Record<string, DbTransaction<never, unknown>> = Object.fromEntries(all.map((transaction) => [transaction.name, transaction]));
