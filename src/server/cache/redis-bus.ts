import { createClient } from 'redis';
import { BUS_CHANNEL, deliver, parseMessage, useRemote } from './bus.ts';

/**
 * The cache bus over Redis pub/sub (REDIS_URL set), for deployments where LISTEN is not available
 * (a transaction-pooling proxy in front of PostgreSQL). A writer publishes as it writes, possibly
 * before its transaction commits, so receivers apply a page message twice: at once and a second
 * later, when the new rows are surely visible.
 */
const RECHECK_MS = 1000;

export async function listenOnRedis(url: string): Promise<() => Promise<void>> {
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  publisher.on('error', (error: Error) => console.error('[bus] redis:', error.message));
  subscriber.on('error', (error: Error) => console.error('[bus] redis:', error.message));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(BUS_CHANNEL, (payload) => {
    const message = parseMessage(payload);
    if (!message) return;
    deliver(message);
    if (message.kind !== 'sessions') setTimeout(() => deliver(message), RECHECK_MS).unref();
  });
  useRemote({ publish: async (payload) => void (await publisher.publish(BUS_CHANNEL, payload)) });
  return async () => {
    useRemote(null);
    await Promise.all([subscriber.quit(), publisher.quit()]);
  };
}
