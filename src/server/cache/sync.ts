import { config } from '#/server/config/config.ts';
import { forgetAllCached } from '#/server/db/read-cache.ts';
import { registerPoolStats } from '#/server/db/pool-stats.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { BUS_CHANNEL, type BusMessage, deliver, listenOnPostgres, onBusMessage, parseMessage, sendNotifications } from './bus.ts';
import { edgeCache } from './edge-cache.ts';
import { listenOnRedis } from './redis-bus.ts';
import { forgetSessions } from '#/server/auth/session-store.ts';

let started: Promise<void> | undefined;

/** Once per process, at boot: bus messages reach this process's edge cache, read memos and session cache. */
export function startCacheSync(database: DatabaseHandle): Promise<void> {
  started ??= connect(database).catch((error) => {
    started = undefined;
    throw error;
  });
  return started;
}

function apply(message: BusMessage): void {
  if (message.kind === 'sessions') return forgetSessions();
  forgetAllCached();
  edgeCache()?.invalidate(message.kind === 'pages' ? message.tags : undefined);
}

let subscribed = false;

async function connect(database: DatabaseHandle): Promise<void> {
  registerPoolStats(database);
  if (!subscribed) onBusMessage(apply);
  subscribed = true;
  // PostgreSQL's NOTIFY also carries the session trigger's messages, so it is heard even with Redis.
  if (database.kind === 'postgres' && config.databaseUrl) await listenOnPostgres(config.databaseUrl);
  if (config.redisUrl) await listenOnRedis(config.redisUrl);
  if (database.listen) {
    // One process, but a page rendered while a change was still uncommitted must go again after the commit.
    await database.listen(BUS_CHANNEL, (payload) => {
      const message = parseMessage(payload);
      if (message) deliver(message);
    });
    sendNotifications();
  }
}
