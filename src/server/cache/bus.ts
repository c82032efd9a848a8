import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from '#/server/db/open.ts';

/**
 * Tells every app process that cached pages or sessions went out of date. The writer applies the
 * message in its own process at once and sends it through PostgreSQL NOTIFY on the same connection
 * or transaction it wrote with, so the other processes (and this one, again) hear it when the write
 * commits. On the embedded database there is only one process, so local delivery is all there is.
 */
export type BusMessage = { kind: 'pages'; tags?: string[] } | { kind: 'sessions' } | { kind: 'settings' };
export const BUS_CHANNEL = 'toonmart_bus';

type Handler = (message: BusMessage) => void;
const HANDLERS = Symbol.for('toonmart.bus-handlers');
const store = globalThis as { [HANDLERS]?: Set<Handler> };
const handlers = (store[HANDLERS] ??= new Set());

export function onBusMessage(handler: Handler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function deliver(message: BusMessage): void {
  for (const handler of handlers) {
    try {
      handler(message);
    } catch (error) {
      console.error('[bus] handler failed:', error);
    }
  }
}

let remote: { publish(payload: string): Promise<void> } | null = null;
let sendsNotify = false;

/** Applies the message here and announces it to the other processes (after the caller's commit). */
export async function broadcast(db: DbOrTx, message: BusMessage): Promise<void> {
  deliver(message);
  const payload = JSON.stringify(message);
  if (remote) await remote.publish(payload);
  else if (sendsNotify) await db.execute(sql`SELECT pg_notify(${BUS_CHANNEL}, ${payload})`);
}

export function parseMessage(payload: string | undefined): BusMessage | null {
  try {
    const message = JSON.parse(payload ?? '') as BusMessage;
    return message.kind === 'pages' || message.kind === 'sessions' || message.kind === 'settings' ? message : null;
  } catch {
    return null;
  }
}

/** From now on, broadcasts also go out as NOTIFY on the writer's connection. */
export function sendNotifications(): void {
  sendsNotify = true;
}

/** Listens on PostgreSQL for the other processes' messages; reconnects when the connection drops. */
export async function listenOnPostgres(url: string): Promise<() => Promise<void>> {
  sendNotifications();
  let client: pg.Client | null = null;
  let stopped = false;
  const retry = () => setTimeout(() => void connect().catch(retry), 500).unref();
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      const message = parseMessage(n.payload);
      if (message) deliver(message);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped) return;
      // Anything sent while we were away is lost: drop every cached page and session.
      deliver({ kind: 'pages' });
      deliver({ kind: 'sessions' });
      deliver({ kind: 'settings' });
      retry();
    });
    await next.connect();
    await next.query(`LISTEN ${BUS_CHANNEL}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/** Redis pub/sub instead of NOTIFY (REDIS_URL set): messages go out right after the write. */
export function useRemote(publisher: { publish(payload: string): Promise<void> } | null): void {
  remote = publisher;
}
