import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { tasks } from '#/server/db/schema.ts';
import { backoffMs, claim, enqueue } from './queue.ts';
import { createRunner, type TaskKind } from './runner.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

const at = (ms: number) => new Date(Date.now() + ms);
const quiet = () => {};

describe('the job runner', () => {
  it('runs a due task once and marks it done; a task for later waits', async () => {
    const seen: unknown[] = [];
    const kinds = new Map<string, TaskKind>([['note', { handler: async (_db, payload) => void seen.push(payload.n) }]]);
    await enqueue(handle.db, 'note', { n: 1 });
    await enqueue(handle.db, 'note', { n: 2 }, { runAt: at(60_000) });
    const runner = createRunner(handle.db, { kinds, log: quiet });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(await runner.runDue(at(61_000))).toBe(1);
    expect(seen).toEqual([1, 2]);
    expect((await handle.db.select().from(tasks)).every((t) => t.doneAt)).toBe(true);
  });

  it('retries a failing task with growing backoff, then gives up keeping the error', async () => {
    let calls = 0;
    const kinds = new Map<string, TaskKind>([['flaky', { handler: async () => {
      calls++;
      throw new Error(`try ${calls}`);
    } }]]);
    await enqueue(handle.db, 'flaky', {}, { maxAttempts: 3 });
    const runner = createRunner(handle.db, { kinds, log: quiet });
    const start = Date.now();
    expect(await runner.runDue(new Date(start))).toBe(1);
    expect(await runner.runDue(new Date(start + backoffMs(1) - 1000))).toBe(0);
    expect(await runner.runDue(new Date(start + backoffMs(1) + 1000))).toBe(1);
    expect(await runner.runDue(new Date(start + 3_600_000))).toBe(1);
    expect(await runner.runDue(new Date(start + 7_200_000))).toBe(0);
    const [row] = await handle.db.select().from(tasks);
    expect(row).toMatchObject({ attempts: 3, lastError: 'try 3', doneAt: null });
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));
  });

  it('a task leased by a worker that died is taken by another once the lease lapses', async () => {
    await enqueue(handle.db, 'work', {});
    const leased = await claim(handle.db, 'worker-a', ['work'], 60_000);
    expect(leased?.lockedBy).toBe('worker-a');
    expect(await claim(handle.db, 'worker-b', ['work'], 60_000)).toBeNull();
    const retaken = await claim(handle.db, 'worker-b', ['work'], 60_000, at(61_000));
    expect([retaken?.id, retaken?.lockedBy, retaken?.attempts]).toEqual([leased!.id, 'worker-b', 2]);
  });

  it('keeps one pending task per key, and re-schedules a recurring kind after each run', async () => {
    await enqueue(handle.db, 'sweep', {}, { key: 'sweep' });
    await enqueue(handle.db, 'sweep', {}, { key: 'sweep' });
    expect(await handle.db.select().from(tasks)).toHaveLength(1);
    let runs = 0;
    const kinds = new Map<string, TaskKind>([['sweep', { handler: async () => void runs++, everyMs: 60_000 }]]);
    const runner = createRunner(handle.db, { kinds, log: quiet });
    await runner.runDue();
    await runner.runDue(at(61_000));
    expect(runs).toBe(2);
    const rows = await handle.db.select().from(tasks);
    expect(rows.filter((t) => !t.doneAt)).toHaveLength(1);
  });
});
