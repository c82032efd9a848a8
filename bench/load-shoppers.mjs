/**
 * 200 concurrent shoppers for 60 s against the built store (register, buy a
 * credit pack with the demo provider, browse, quote, pay with credits, retries
 * and double clicks; one in five more also reads reviews, hearts and lists favourites and pays
 * with a coupon of limited uses), then the books and the coupon audited with the server stopped.
 * `npm run bench -- load-shoppers`; SHOPPERS and SECONDS override the size; BENCH_DB=postgres runs it
 * on a fresh database of the PostgreSQL server at TEST_DATABASE_URL (WEB_CONCURRENCY applies there).
 * THINK_MS (default 0: the next request at once, a stress test) is each shopper's average pause between pages.
 * The CI-sized run is tests/load/shoppers.test.ts (50 × 15 s).
 */
import fs from 'node:fs';
import { startStore } from './lib/server.mjs';
import { discoverCharacters, meetingPoint, newReport, runShoppers, percentile } from '#test-support/load/shoppers.ts';
import { auditLedger, compareWithAnswers, openStoreDb, userIds } from '#test-support/load/ledger-audit.ts';
import { freshPostgresDatabase } from '#test-support/postgres-db.ts';
// The coupon shoppers and their audit live with the CI load test in tests/load/ (no import alias reaches tests/).
// eslint-disable-next-line no-restricted-imports
import { auditCoupon } from '../tests/load/coupon-audit.ts';
// eslint-disable-next-line no-restricted-imports
import { createLoadCoupon, runCouponShoppers } from '../tests/load/coupon-shoppers.ts';

if (!fs.existsSync('src/pages/api/checkout.ts')) {
  console.log('load-shoppers: the catalogue (POST /api/checkout) is not in this tree; nothing to measure.');
  process.exit(0);
}
const shoppers = Number(process.env.SHOPPERS ?? 200);
const seconds = Number(process.env.SECONDS ?? 60);
const thinkMs = Number(process.env.THINK_MS ?? 0);
const port = 4477;
const runId = `bench${Date.now().toString(36)}`;

const postgres = process.env.BENCH_DB === 'postgres' ? await freshPostgresDatabase('toonmart_load') : null;
const store = await startStore({ port, env: postgres ? { DATABASE_URL: postgres.url } : {} });
let peakRss = 0;
const sampler = setInterval(() => {
  try {
    const rss = Number(fs.readFileSync(`/proc/${store.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
    peakRss = Math.max(peakRss, rss);
  } catch {
    // the server is gone
  }
}, 250);
const started = Date.now();
// One shopper in five more reads reviews, hearts and lists favourites and pays with a coupon of limited uses (issue 20).
const report = newReport();
const catalogue = await discoverCharacters(store.url, report);
const coupon = await createLoadCoupon(store.url, runId, Math.max(10, Math.round(shoppers / 4)), report);
// Everyone registers and buys credits first; the shopping and its `seconds` start together after that.
const couponShoppers = Math.max(1, Math.round(shoppers / 5));
const arrive = meetingPoint(shoppers + couponShoppers);
const [, couponReport] = await Promise.all([
  runShoppers({ base: store.url, shoppers, seconds, runId, catalogue, report, thinkMs, arrive }),
  runCouponShoppers({ base: store.url, runId, shoppers: couponShoppers, seconds, coupon, catalogue, report, thinkMs, arrive }),
]);
const elapsed = (Date.now() - started) / 1000;
clearInterval(sampler);
await store.stop();

const db = postgres ? await postgres.open() : await openStoreDb(`.tmp/bench-${port}`);
const ids = await userIds(db, `shopper-${runId}-%`);
const audit = await auditLedger(db, ids);
const books = await compareWithAnswers(db, ids, report.answered);
const couponAudit = await auditCoupon(db, coupon.code, coupon.emailLike);
await (postgres ? db.end() : db.close());
await postgres?.drop();

const fmt = (n) => n.toFixed(1);
console.log(
  `\n${postgres ? 'PostgreSQL' : 'PGlite'}: ${shoppers} shoppers for ${seconds} s${thinkMs ? `, pausing ${thinkMs} ms on average between pages` : ', no pause between requests'} (${fmt(elapsed)} s with set-up): ${report.requests} requests, ${fmt(report.requests / elapsed)} req/s, peak server RSS ${fmt(peakRss / 2 ** 20)} MiB`,
);
console.log('\n| request | count | p50 ms | p99 ms |\n| --- | --- | --- | --- |');
for (const [kind, values] of Object.entries(report.latencies)) {
  console.log(`| ${kind} | ${values.length} | ${fmt(percentile(values, 50))} | ${fmt(percentile(values, 99))} |`);
}
console.log(`\nstatuses: ${JSON.stringify(report.statuses)}`);
console.log(
  `checkouts: ${report.checkouts.paid} paid, ${report.checkouts.repeated} retries answered with the first order, ${report.checkouts.refused} refused (402 no credits / 409 owned)`,
);
console.log(
  `coupon ${coupon.code}: ${couponAudit.live} live redemptions of ${couponAudit.maxUses}, ${couponAudit.reversed} given back; ${couponReport.applied} applied, ${couponReport.refusedLimit} refused at the limit; ${couponReport.favouritesListed} favourites listed, ${couponReport.pagesWithReviews} pages with reviews`,
);
console.log(
  `books: ${audit.users} shoppers, ${audit.paidOrders} paid orders, ${audit.creditsBought} credits bought, ${audit.creditsSpent} spent, ${audit.royaltySales} royalty sales`,
);
const problems = [...report.serverErrors, ...report.unexpected, ...audit.violations, ...books, ...couponAudit.violations];
console.log(
  problems.length
    ? `PROBLEMS (${problems.length}):\n${problems.slice(0, 20).join('\n')}`
    : '5xx: 0, lost orders: 0, doubled orders: 0, ledger mismatches: 0',
);
process.exit(problems.length ? 1 : 0);
