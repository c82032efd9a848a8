import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { startStore, type Store } from '../support/store.ts';
import { auditLedger, compareWithAnswers, openStoreDb, userIds } from '../load/ledger-audit.ts';
import { newReport, runShoppers } from '../load/shoppers.ts';

/**
 * The server killed (SIGKILL, no shutdown) while shoppers are paying: after a
 * restart on the same data, no paid order without its debit and entitlements,
 * no entitlement without a paid order, balances equal their ledgers, and every
 * order a shopper was told about is still there.
 */
const PORT = 4478;
const runId = `kill${Date.now().toString(36)}`;

describe('server killed during checkout', () => {
  let store: Store;
  let db: PGlite;
  let ids: string[];
  const report = newReport();

  beforeAll(async () => {
    store = await startStore({ port: PORT, name: 'kill-checkout' });
    const run = runShoppers({ base: store.url, shoppers: 20, seconds: 60, runId, report });
    while (report.checkouts.paid < 40 && !report.networkErrors) await new Promise((r) => setTimeout(r, 50));
    await store.kill();
    await run;
    store = await store.restart();
    expect((await fetch(`${store.url}/api/health`)).status).toBe(200);
    await store.stop();
    db = await openStoreDb(store.dataDir);
    ids = await userIds(db, `shopper-${runId}-%`);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await store?.stop();
  });

  it('was killed while requests were in flight', () => {
    expect(report.checkouts.paid).toBeGreaterThanOrEqual(40);
    expect(report.networkErrors).toBeGreaterThan(0);
    expect(report.serverErrors).toEqual([]);
  });

  it('keeps every order a shopper was told about', async () => {
    expect(await compareWithAnswers(db, ids, report.answered, false)).toEqual([]);
  });

  it('holds no paid order without entitlement and no entitlement without payment; balances equal ledgers', async () => {
    const audit = await auditLedger(db, ids);
    expect(audit.violations).toEqual([]);
    expect(audit.paidOrders).toBeGreaterThanOrEqual(report.answered.size);
  });
});
