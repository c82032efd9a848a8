/**
 * The embedded database's own thread: opens PGlite on the data directory it is given and answers the
 * messages of `pglite-thread.ts`. Postgres compiled to WebAssembly runs every query synchronously, so on
 * the server's thread it stalled rendering and HTTP for the length of each query; here it uses the
 * machine's other core. Loaded by Node itself (no bundler), so it imports only packages and plain modules.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import type { Control, Reply, Request } from './pglite-protocol.ts';

const port = parentPort!;
const { dataDir, transactionsModule } = workerData as { dataDir: string; transactionsModule?: string };
const db = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
const identity = (value: unknown) => value;
/**
 * drizzle asks for dates, intervals and their arrays as text with every query. PGlite merges per-query
 * parsers into a copy of its whole table (a third of a short query's time), so the database keeps
 * drizzle's choice as its own and only the other callers (raw SQL) get the originals per query.
 */
const DRIZZLE_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const original = Object.fromEntries(DRIZZLE_TEXT.map((oid) => [oid, db.parsers[oid]]));
for (const oid of DRIZZLE_TEXT) db.parsers[oid] = identity;

/** The parsers a query needs beyond the table's: the originals it did not ask to keep as text, and any other text. */
function parsersFor(asText: number[] = []) {
  const extra: typeof db.parsers = {};
  for (const oid of DRIZZLE_TEXT) if (!asText.includes(oid) && original[oid]) extra[oid] = original[oid];
  for (const oid of asText) if (!DRIZZLE_TEXT.includes(oid)) extra[oid] = identity;
  return Object.keys(extra).length ? extra : undefined;
}
const open = new Map<number, { tx: Transaction; finish: (commit: boolean) => void; ended?: number }>();
const unlisten = new Map<string, () => Promise<void>>();
let nextTx = 1;
/** Thrown inside PGlite's transaction callback to make it roll back; not an error of the caller's. */
const ROLLBACK = Symbol('rollback');

function send(reply: Reply) {
  port.postMessage(reply);
}

/** A database error crosses the thread as its fields (code, constraint, detail…): callers test `code`. */
function failure(id: number, error: unknown) {
  const fields: Record<string, unknown> = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) if (value === null || typeof value !== 'object') fields[key] = value;
  }
  send({ id, ok: false, error: { ...fields, message: error instanceof Error ? error.message : String(error) } });
}

function begin(id: number) {
  const txId = nextTx++;
  let finish!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  db.transaction(async (tx) => {
    open.set(txId, { tx, finish });
    send({ id, ok: true, value: txId });
    if (!(await decided)) throw ROLLBACK;
  }).then(
    () => settle(txId, id, null),
    (error) => settle(txId, id, error === ROLLBACK ? null : error),
  );
}

/** Answers the `end` message once PGlite has committed or rolled back (or `begin`, if it never began). */
function settle(txId: number, beginId: number, error: unknown) {
  const state = open.get(txId);
  open.delete(txId);
  const replyTo = state?.ended ?? beginId;
  if (error) failure(replyTo, error);
  else send({ id: replyTo, ok: true, value: null });
}

type Transactions = { orm: { transaction<T>(run: (tx: unknown) => Promise<T>): Promise<T> }; table: Record<string, { run: (tx: unknown, input: unknown) => Promise<unknown> }> };
let loaded: Promise<Transactions> | undefined;

/**
 * drizzle over this thread's PGlite, for the transactions. drizzle asks every query for the types of
 * DRIZZLE_TEXT as text, which the table above already does: the adapter leaves its per-query
 * parsers out, as the server thread's messages do.
 */
function forDrizzle(client: Pick<PGlite, 'query' | 'exec'>) {
  return {
    query: (sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) => client.query(sql, params, { rowMode: options?.rowMode }),
    exec: (sql: string) => client.exec(sql),
    transaction: <T>(callback: (tx: unknown) => Promise<T>) => db.transaction((tx) => callback(forDrizzle(tx))),
  };
}

/** The transactions module (named by the server when it opened this thread) and drizzle, loaded on the first transaction. */
async function loadTransactions(): Promise<Transactions> {
  if (!transactionsModule) throw new Error('this database thread was opened without transactions');
  const [{ drizzle }, schema, module] = await Promise.all([import('drizzle-orm/pglite'), import('./schema.ts'), import(transactionsModule)]);
  const orm = drizzle({ client: forDrizzle(db) as unknown as PGlite, schema });
  return { orm: orm as unknown as Transactions['orm'], table: module.TRANSACTIONS };
}

async function runTransaction(name: string, input: unknown): Promise<unknown> {
  loaded ??= loadTransactions();
  const { orm, table } = await loaded;
  const transaction = table[name];
  if (!transaction) throw new Error(`no transaction "${name}" in ${transactionsModule}`);
  return orm.transaction((tx) => transaction.run(tx, input));
}

async function run(message: Request): Promise<unknown> {
  if (message.op === 'transaction') return runTransaction(message.name, message.input);
  const target = message.tx ? open.get(message.tx)?.tx : db;
  if (!target) throw new Error(`transaction ${message.tx} is no longer open`);
  switch (message.op) {
    case 'query': {
      const { rows, fields, affectedRows } = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers: parsersFor(message.identity) });
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await target.exec(message.sql)).map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    case 'listen':
      if (!unlisten.has(message.channel)) unlisten.set(message.channel, await db.listen(message.channel, (payload) => send({ notify: message.channel, payload })));
      return null;
    case 'unlisten':
      await unlisten.get(message.channel)?.();
      unlisten.delete(message.channel);
      return null;
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (message: Request | Control) => {
  if (message.op === 'begin') return begin(message.id);
  if (message.op === 'end') {
    const state = open.get(message.tx);
    if (!state) return failure(message.id, new Error(`transaction ${message.tx} is no longer open`));
    state.ended = message.id;
    return state.finish(message.commit);
  }
  run(message).then((value) => send({ id: message.id, ok: true, value }), (error) => failure(message.id, error));
});
send({ ready: true });
// Loading the transactions takes about half a second: done now, not on the first buyer's checkout. A failure
// is reported by the first transaction that needs them.
if (transactionsModule) {
  loaded = loadTransactions();
  loaded.catch(() => {});
}
