import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '#test-support/factories/catalogue.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { orders, paymentRefunds } from '#/server/db/schema.ts';
import { createRunner, type TaskKind } from '#/server/tasks/runner.ts';
import { enqueue } from '#/server/tasks/queue.ts';
import { settleRequestedRefunds } from './settle-refunds.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

/** A card-paid job order whose refund the provider had only accepted ("requested") when the job was rejected. */
async function requestedRefund(provider: string) {
  const user = await insertUser(handle.db);
  const [order] = await handle.db.insert(orders).values({ userId: user.id, kind: 'job', status: 'paid', idempotencyKey: `job-${user.id}`, totalCents: 14900, provider, providerPayment: 'pi_1' }).returning();
  await handle.db.insert(paymentRefunds).values({ orderId: order!.id, provider, amountCents: 14900, status: 'requested' });
  return order!;
}

describe('refunds left "requested"', () => {
  it('are asked again by the job runner until the provider reports them settled', async () => {
    const order = await requestedRefund('demo');
    const kinds = new Map<string, TaskKind>([['refunds.settle', { handler: async (db) => void (await settleRequestedRefunds(db)), everyMs: 600_000 }]]);
    await enqueue(handle.db, 'refunds.settle', {}, { key: 'refunds.settle' });
    expect(await createRunner(handle.db, { kinds, log: () => {} }).runDue()).toBe(1);
    expect(await handle.db.select().from(paymentRefunds)).toEqual([expect.objectContaining({ orderId: order.id, status: 'succeeded', providerRef: `demo_refund_${order.id}` })]);
    expect(await settleRequestedRefunds(handle.db)).toEqual({ settled: 0, pending: 0 });
  });

  it('a refund whose provider is not configured fails the run (retried with backoff) and stays requested', async () => {
    await requestedRefund('stripe');
    await expect(settleRequestedRefunds(handle.db)).rejects.toMatchObject({ status: 500 });
    expect((await handle.db.select().from(paymentRefunds))[0]!.status).toBe('requested');
  });
});
