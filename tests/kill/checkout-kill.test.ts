import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { startStore, type Store } from '#test-support/store.ts';
import { auditLedger, compareWithAnswers, comparePacks, openStoreDb, userIds } from '#test-support/load/ledger-audit.ts';
import { newReport, runShoppers, type LoadReport } from '#test-support/load/shoppers.ts';
import { testPort } from '#test-support/ports.ts';

/**
 * The server killed (SIGKILL, no shutdown) while shoppers pay, once while they
 * buy credit packs and once while they check out: after a restart on the same
 * data, no paid order without its debit and entitlements, no entitlement without
 * a paid order, balances equal their ledgers, and every payment a shopper was
 * told about is still there.
 */
const PHASES = [
  { phase: 'credit-pack payments', port: testPort(4478), shoppers: 60, killWhen: (r: LoadReport) => r.confirmedPacks.length >= 25 },
  { phase: 'checkout', port: testPort(4478), shoppers: 20, killWhen: (r: LoadReport) => r.checkouts.paid >= 40 },
];

describe.each(PHASES)('server killed during $phase', ({ phase, port, shoppers, killWhen }) => {
  const runId = `kill${phase.length}${Date.now().toString(36)}`;
  let store: Store;
  let db: PGlite;
  let ids: string[];
  const report = newReport();

  beforeAll(async () => {
    store = await startStore({ port, name: `kill-${phase.replace(/\W+/g, '-')}` });
    const run = runShoppers({ base: store.url, shoppers, seconds: 60, runId, report });
    while (!killWhen(report) && !report.networkErrors) await new Promise((r) => setTimeout(r, 20));
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
    expect(killWhen(report)).toBe(true);
    expect(report.networkErrors).toBeGreaterThan(0);
    expect(report.serverErrors).toEqual([]);
  });

  it('keeps every payment a shopper was told about', async () => {
    expect(await comparePacks(db, report.confirmedPacks)).toEqual([]);
    expect(await compareWithAnswers(db, ids, report.answered, false)).toEqual([]);
  });

  it('holds no paid order without entitlement and no entitlement without payment; balances equal ledgers', async () => {
    const audit = await auditLedger(db, ids);
    expect(audit.violations).toEqual([]);
    expect(audit.paidOrders).toBeGreaterThanOrEqual(report.answered.size);
  });
});
