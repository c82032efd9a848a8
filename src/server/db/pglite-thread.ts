import { Worker } from 'node:worker_threads';
import { AppError, type ErrorCode } from '#/server/errors/catalogue.ts';
import type { Control, Reply, Request } from './pglite-protocol.ts';

type Result<T = unknown> = { rows: T[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string, typeId: number) => unknown> };
type Querier = {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Result<T>>;
  exec(sql: string): Promise<Result[]>;
};
/** What drizzle and the database handle use of a PGlite client: queries, transactions, LISTEN. */
export type PgliteClient = Querier & {
  transaction<T>(callback: (tx: Querier) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs a transaction of the transactions module whole on the database's thread (src/server/db/transactions.ts). */
  runTransaction(name: string, input: unknown): Promise<unknown>;
  close(): Promise<void>;
};

/** The worker is TypeScript run by Node itself; from the bundled server it is found through the package's `#/` import map. */
function workerUrl(): URL {
  const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve;
  return new URL(resolve ? resolve('#/server/db/pglite-worker.ts') : './pglite-worker.ts', import.meta.url);
}

/**
 * Only identity parsers (drizzle's: dates and intervals kept as text) can cross to the database thread.
 * drizzle makes new ones for every query, so each is tried on a probe; the type list is parsed once.
 */
const oidLists = new Map<string, number[]>();
function identityOids(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  const key = Object.keys(parsers).join(',');
  let oids = oidLists.get(key);
  if (!oids) oidLists.set(key, (oids = key.split(',').map(Number)));
  for (const oid of oids) if (parsers[oid]!('probe', oid) !== 'probe') throw new Error(`only identity parsers reach the database thread (type ${oid})`);
  return oids;
}

class DatabaseThreadError extends Error {}

/** An error from the database's thread: a whole transaction's AppError stays one (routes answer with its code), others keep their fields. */
function revive(error: { message: string; [field: string]: unknown }): Error {
  if (error.name === 'AppError') return new AppError(error.code as ErrorCode, error.message);
  return Object.assign(new DatabaseThreadError(error.message), error);
}
/** A message before it gets its id (Omit distributed over the union). */
type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * PGlite on its own thread (`pglite-worker.ts`) behind the part of PGlite's interface this store uses.
 * The thread keeps the process alive only while a request to it is pending.
 */
export async function openPgliteThread(dataDir: string, transactionsModule?: string): Promise<PgliteClient> {
  const worker = new Worker(workerUrl(), { workerData: { dataDir, transactionsModule } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let broken: Error | null = null;

  const call = <T>(message: Unsent<Request | Control>): Promise<T> => {
    if (broken) return Promise.reject(broken);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      // The thread answers what the request asked for: the caller names that type.
      pending.set(id, { resolve: (value) => resolve(value as T), reject });
      worker.postMessage({ ...message, id });
    });
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return resolve();
      if ('notify' in reply) return listeners.get(reply.notify)?.forEach((listener) => listener(reply.payload));
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if (!waiting) return;
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(revive(reply.error));
    });
    const fail = (error: Error) => {
      // After close() the thread's exit is expected: calls keep hearing that the database is closed.
      broken ??= new Error(`the embedded database stopped: ${error.message}`);
      reject(broken);
      for (const waiting of pending.values()) waiting.reject(broken);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`its thread exited with code ${code}`)));
  });
  await ready;
  worker.unref();

  const querier = (tx?: number): Querier => ({
    query: (sql, params, options) => call({ op: 'query', sql, params, rowMode: options?.rowMode, identity: identityOids(options?.parsers), tx }),
    exec: (sql) => call({ op: 'exec', sql, tx }),
  });
  return {
    ...querier(),
    async transaction(callback) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await callback(querier(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, onPayload) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set.add(onPayload));
      if (set.size === 1) await call({ op: 'listen', channel });
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) await call({ op: 'unlisten', channel });
      };
    },
    runTransaction: (name, input) => call({ op: 'transaction', name, input }),
    async close() {
      await call({ op: 'close' });
      broken = new Error('the embedded database is closed');
      await worker.terminate();
    },
  };
}
