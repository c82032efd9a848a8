/**
 * The transactions the embedded database's thread runs whole (see src/server/db/transactions.ts), by name.
 * That thread imports this module with Node itself, without the bundler: everything it reaches
 * imports only packages and plain modules (no `astro:` module, no JSX), and nothing here sends mail
 * or notices; those run on the server's thread after the commit.
 */
import { PLACE_ORDER } from '#/server/commerce/place-order.ts';
import type { TxTask } from '#/server/db/transactions.ts';
import { registerHandlers } from '#/server/settlement/handlers.ts';
import { APPLY_PAID_EVENT, COMPLETE_ORDER, FAIL_ORDER } from '#/server/orders/transactions.ts';

registerHandlers();

const tasks: TxTask<never, unknown>[] = [PLACE_ORDER, COMPLETE_ORDER, FAIL_ORDER, APPLY_PAID_EVENT];
export const TASKS: Record<string, TxTask<never, unknown>> = Object.fromEntries(tasks.map((task) => [task.name, task]));
