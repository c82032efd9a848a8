import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_CHANNEL, onBusMessage, type BusMessage } from './bus.ts';
import { listenOnRedis } from './redis-bus.ts';

/** Against the Redis server of the machine (REDIS_TEST_URL, default 127.0.0.1:6379). */
const URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

describe('cache bus over Redis', () => {
  let stop: () => Promise<void>;
  const heard: BusMessage[] = [];
  beforeAll(async () => {
    stop = await listenOnRedis(URL);
    onBusMessage((message) => heard.push(message));
  });
  afterAll(() => stop?.());

  it('delivers what another process publishes', async () => {
    const other = createClient({ url: URL });
    await other.connect();
    await other.publish(BUS_CHANNEL, JSON.stringify({ kind: 'pages', tags: ['catalogue'] }));
    await other.quit();
    await expect.poll(() => heard.some((m) => m.kind === 'pages' && m.tags?.includes('catalogue'))).toBe(true);
  });

  it('ignores payloads that are not bus messages', async () => {
    const other = createClient({ url: URL });
    await other.connect();
    heard.length = 0;
    await other.publish(BUS_CHANNEL, 'not json');
    await other.publish(BUS_CHANNEL, JSON.stringify({ kind: 'sessions' }));
    await other.quit();
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toEqual({ kind: 'sessions' });
  });
});
