import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { startStore, type Store } from '#test-support/store.ts';
import { auditLedger, compareMoney, compareWithAnswers, comparePacks, openStoreDb, userIds } from '#test-support/load/ledger-audit.ts';
import { runShoppers, type LoadReport } from '#test-support/load/shoppers.ts';
import { testPort } from '#test-support/ports.ts';

/**
 * The CI-sized load test: 50 concurrent shoppers for 15 s on the built store
 * (bench/load-shoppers.mjs runs 200 for 60 s). Then, server stopped, the books:
 * no 5xx, no lost or doubled order, balances equal their ledgers, every paid
 * order has its debit and entitlements and nothing else was granted, every sale
 * of an artist's character its royalty.
 */
const PORT = testPort(4476);
const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const runId = `ci${Date.now().toString(36)}`;

describe(`${SHOPPERS} concurrent shoppers for ${SECONDS} s`, () => {
  let store: Store;
  let report: LoadReport;
  let db: PGlite;
  let ids: string[];

  beforeAll(async () => {
    store = await startStore({ port: PORT, name: 'load-shoppers' });
    report = await runShoppers({ base: store.url, shoppers: SHOPPERS, seconds: SECONDS, runId });
    await store.stop();
    console.log(`[load] ${report.requests} requests, statuses ${JSON.stringify(report.statuses)}, checkouts ${JSON.stringify(report.checkouts)}`);
    db = await openStoreDb(store.dataDir);
    ids = await userIds(db, `shopper-${runId}-%`);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await store?.stop();
  });

  it('answers no 5xx and nothing unexpected', () => {
    expect(report.serverErrors).toEqual([]);
    expect(report.unexpected).toEqual([]);
    expect(ids).toHaveLength(SHOPPERS);
    // How many rounds each shopper fits in 15 s depends on the machine (npm run bench measures throughput); most must get through.
    expect(report.checkouts.paid).toBeGreaterThanOrEqual(SHOPPERS / 2);
    expect(report.checkouts.repeated).toBeGreaterThan(0);
  });

  it('loses no order and doubles none: the paid orders are exactly those the shoppers were told about', async () => {
    expect(await compareWithAnswers(db, ids, report.answered)).toEqual([]);
    expect(report.confirmedPacks).toHaveLength(SHOPPERS);
    expect(await comparePacks(db, report.confirmedPacks)).toEqual([]);
    expect(report.answered.size).toBe(report.checkouts.paid);
  });

  it('card payments of carts: confirmed ones paid and granted, declined ones granted nothing and gave the credits back', async () => {
    expect(report.money.confirmed.length).toBeGreaterThan(0);
    expect(await compareMoney(db, report.money)).toEqual([]);
  });

  it('balances add up: ledger sum = balance, order totals = credits spent, lines = entitlements', async () => {
    const audit = await auditLedger(db, ids);
    expect(audit.violations).toEqual([]);
    expect(audit.paidOrders).toBe(report.checkouts.paid);
    // Each shopper's first cart holds a character of the demo artist: the royalty checks above had sales to check.
    expect(audit.royaltySales).toBeGreaterThan(0);
    const balances = (await db.query<{ total: number }>('SELECT COALESCE(SUM(balance), 0)::int AS total FROM credit_accounts WHERE user_id = ANY($1::uuid[])', [ids])).rows[0]!.total;
    expect(balances).toBe(audit.creditsBought - audit.creditsSpent);
    const spent = (await db.query<{ total: number }>("SELECT COALESCE(SUM(total_credits), 0)::int AS total FROM orders WHERE kind = 'characters' AND status = 'paid' AND user_id = ANY($1::uuid[])", [ids])).rows[0]!.total;
    expect(spent).toBe(audit.creditsSpent);
  });
});
