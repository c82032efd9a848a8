import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { startStore, type Store } from '#test-support/store.ts';
import { auditLedger, compareMoney, compareWithAnswers, comparePacks, openStoreDb, userIds } from '#test-support/load/ledger-audit.ts';
import { discoverCharacters, newReport, runShoppers, type LoadReport } from '#test-support/load/shoppers.ts';
import { testPort } from '#test-support/ports.ts';
import { auditCoupon, type CouponAudit } from './coupon-audit.ts';
import { createLoadCoupon, runCouponShoppers, type CouponReport, type CouponRun } from './coupon-shoppers.ts';

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
// One shopper in COUPON_EVERY also reads reviews, hearts and lists favourites and pays with the run's coupon,
// whose uses (COUPON_LIMIT) run out during the run.
const COUPON_EVERY = 5;
const COUPON_SHOPPERS = Math.max(1, Math.round(SHOPPERS / COUPON_EVERY));
const COUPON_LIMIT = Number(process.env.LOAD_COUPON_LIMIT ?? 8);

describe(`${SHOPPERS} concurrent shoppers for ${SECONDS} s`, () => {
  let store: Store;
  let report: LoadReport;
  let db: PGlite;
  let ids: string[];
  let coupon: CouponRun;
  let couponReport: CouponReport;
  let couponAudit: CouponAudit;

  beforeAll(async () => {
    store = await startStore({ port: PORT, name: 'load-shoppers' });
    report = newReport();
    const catalogue = await discoverCharacters(store.url, report);
    coupon = await createLoadCoupon(store.url, runId, COUPON_LIMIT, report);
    [report, couponReport] = await Promise.all([
      runShoppers({ base: store.url, shoppers: SHOPPERS, seconds: SECONDS, runId, catalogue, report }),
      runCouponShoppers({ base: store.url, runId, shoppers: COUPON_SHOPPERS, seconds: SECONDS, coupon, catalogue, report }),
    ]);
    await store.stop();
    console.log(`[load] ${report.requests} requests, statuses ${JSON.stringify(report.statuses)}, checkouts ${JSON.stringify(report.checkouts)}, coupon ${JSON.stringify(couponReport)}`);
    db = await openStoreDb(store.dataDir);
    ids = await userIds(db, `shopper-${runId}-%`);
    couponAudit = await auditCoupon(db, coupon.code, coupon.emailLike);
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

  it('the coupon is never redeemed past its limit, and every live redemption belongs to a paid order', () => {
    console.log(`[load] coupon ${coupon.code}: ${couponAudit.live} live redemptions (limit ${couponAudit.maxUses}), ${couponAudit.reversed} given back, ${couponReport.refusedLimit} refused at the limit`);
    expect(couponAudit.violations).toEqual([]);
    expect(couponAudit.live).toBeGreaterThan(0);
    expect(couponAudit.live).toBeLessThanOrEqual(COUPON_LIMIT);
  });

  it('coupon shoppers read reviews and similar characters, heart characters and find them in their favourites', () => {
    expect(couponReport.pagesWithReviews).toBeGreaterThan(0);
    expect(couponReport.pagesWithSimilar).toBeGreaterThan(0);
    expect(couponReport.favouritesListed).toBeGreaterThan(0);
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
