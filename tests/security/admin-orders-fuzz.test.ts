import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store } from '#test-support/store.ts';
import { signInAs } from '#test-support/session.ts';
import { testPort } from '#test-support/ports.ts';
import { body as hostileBody, leak } from './hostile.ts';

/**
 * The staff order actions fuzzed against a real paid order of the seeded store, signed in as an
 * admin and from the store's own origin (so requests pass the guards and reach the order code):
 * generated refund, licence and receipt bodies never give a 5xx or leak internals, and the order's
 * page still renders afterwards. The generic API fuzzing only reaches these routes with unknown ids.
 */
const PORT = testPort(4486);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const nasty = fc.constantFrom('', ' ', 'x', '\u0000', '<script>', "' OR 1=1 --", 'a'.repeat(400), '00000000-0000-4000-8000-000000000000', 'TM-000001');
const reason = fc.oneof(fc.string({ maxLength: 320 }), nasty, fc.integer(), fc.constant(null));
const lineId = fc.oneof(fc.uuid(), nasty, fc.constant(undefined), fc.integer());
const shaped = fc.record({ lineId, reason, action: fc.oneof(fc.constantFrom('grant', 'revoke'), nasty) }, { requiredKeys: [] }).map((o) => JSON.stringify(o));
const anyBody = fc.oneof(shaped, hostileBody);

describe(`staff order actions fuzzed (seed ${SEED}, ${RUNS} runs per action)`, () => {
  let store: Store;
  let cookie: string;
  let order: { id: string; number: number };
  beforeAll(async () => {
    store = await startStore({ port: PORT, name: 'admin-orders-fuzz' });
    cookie = (await signInAs(store.url, 'admin')).cookie;
    const list = (await (await fetch(`${store.url}/api/admin/orders?status=paid&size=50`, { headers: { cookie } })).json()) as { rows: { id: string; number: number; kind: string }[] };
    const found = list.rows.find((r) => r.kind !== 'job');
    if (!found) throw new Error('the seeded store has no paid order to fuzz');
    order = found;
  }, 180_000);
  afterAll(() => store?.stop());

  it.each(['refund', 'licence', 'receipt'])('POST /api/admin/orders/{id}/%s answers every body without 5xx or internals', async (action) => {
    const statuses = new Set<number>();
    const property = fc.asyncProperty(anyBody, async (payload) => {
      const res = await fetch(`${store.url}/api/admin/orders/${order.id}/${action}`, {
        method: 'POST', redirect: 'manual', body: payload, headers: { cookie, origin: store.url, 'content-type': 'application/json' },
      });
      const text = await res.text();
      statuses.add(res.status);
      expect(res.status, text.slice(0, 300)).toBeLessThan(500);
      expect(leak(text)).toBeNull();
    });
    await fc.assert(property, { numRuns: RUNS, seed: SEED });
    // The requests got past the guards to the order code (validation, conflicts, success), not only refusals.
    expect([...statuses].some((status) => status !== 401 && status !== 403), [...statuses].join(',')).toBe(true);
    const page = await fetch(`${store.url}/admin/orders/TM-${String(order.number).padStart(6, '0')}`, { headers: { cookie } });
    expect(page.status).toBe(200);
  }, 180_000);
});
