import type { Database, Tx } from './types.ts';

/**
 * A transaction the embedded database can run whole on its own thread: there, each statement is a
 * call inside that thread instead of a message to it and back through the busy server thread, so the
 * database is held for the statements only. `name` is its key in the table of src/server/settlement/thread-transactions.ts,
 * the one module that thread imports; `run` is the same function, run here on PostgreSQL or an
 * in-process PGlite. Its input and result cross threads by structured clone: plain data and dates.
 */
export type DbTransaction<I, R> = { name: string; run: (tx: Tx, input: I) => Promise<R> };

type Runner = (name: string, input: unknown) => Promise<unknown>;
const runners = new WeakMap<Database, Runner>();

/** Set by the database handle whose database runs on its own thread. */
export function runTransactionsWith(db: Database, runner: Runner): void {
  runners.set(db, runner);
}

/** Runs `transaction` in one transaction, on the database's own thread when it has one. */
export function transact<I, R>(db: Database, transaction: DbTransaction<I, R>, input: I): Promise<R> {
  const runner = runners.get(db);
  return runner ? (runner(transaction.name, input) as Promise<R>) : db.transaction((tx) => transaction.run(tx, input));
}
