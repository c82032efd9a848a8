import { randomUUID } from 'node:crypto';
import { cookieHeader, signIn } from '#test-support/session.ts';
import { pauseFor, type LoadReport } from '#test-support/load/shoppers.ts';

/**
 * Issue 20's routes under load, beside the shoppers of test-support/load/shoppers.ts (whose books
 * the ledger audit checks; these shoppers have their own emails and their own audit, coupon-audit.ts):
 * each registers, buys credits, then until the time is up opens a character page (its reviews and
 * similar characters), hearts the character, opens their favourites, and pays a cart with the coupon
 * made for the run (a limited number of uses: once they are gone the checkout is refused with a 409).
 */
export type CouponRun = { code: string; limit: number; emailLike: string };
export type CouponReport = {
  applied: number;
  refusedLimit: number;
  refusedOther: number;
  pagesWithReviews: number;
  pagesWithSimilar: number;
  favouritesListed: number;
};

const PASSWORD = 'Load-test-coupon-2026!';
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
type Init = { method?: string; json?: unknown; form?: Record<string, string>; cookie?: string };

function client(base: string, report: LoadReport, start = '') {
  let cookie = start;
  return async (kind: string, path: string, init: Init = {}) => {
    const headers: Record<string, string> = { origin: base, ...(cookie ? { cookie } : {}) };
    let body: string | undefined;
    if (init.json !== undefined) [headers['content-type'], body] = ['application/json', JSON.stringify(init.json)];
    if (init.form) [headers['content-type'], body] = ['application/x-www-form-urlencoded', new URLSearchParams(init.form).toString()];
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' }).catch(
      () => null,
    );
    if (!res) return (void report.networkErrors++, { status: 0, text: '', location: '' });
    const text = await res.text();
    (report.latencies[kind] ??= []).push(performance.now() - started);
    report.requests++;
    report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
    if (res.status >= 500) report.serverErrors.push(`${kind} ${path}: ${res.status} ${text.slice(0, 200)}`);
    const set = res.headers.getSetCookie();
    if (set.length) cookie = cookieHeader(set) || cookie;
    return { status: res.status, text, location: res.headers.get('location') ?? '' };
  };
}
type Call = ReturnType<typeof client>;

/** The run's coupon, made by the demo admin through the admin API (audited like any coupon): 20 % off credit prices, `limit` uses in all. */
export async function createLoadCoupon(base: string, runId: string, limit: number, report: LoadReport): Promise<CouponRun> {
  const admin = await signIn(base, 'admin@toonmart.test');
  const code = `LOAD-${runId}`.toUpperCase().slice(0, 32);
  const made = await client(base, report, admin.cookie)('coupon-create', '/api/admin/coupons', {
    json: { code, kind: 'percent', unit: 'credits', amount: 20, maxUses: limit },
  });
  if (made.status !== 201) throw new Error(`could not create the load coupon: ${made.status} ${made.text.slice(0, 200)}`);
  return { code, limit, emailLike: `coupon-${runId}-%` };
}

async function setUp(call: Call, email: string, report: LoadReport): Promise<boolean> {
  const reg = await call('register', '/api/auth/register', { json: { email, password: PASSWORD, name: 'Coupon Shopper' } });
  if (reg.status !== 201) return (void (reg.status && report.unexpected.push(`register ${email}: ${reg.status}`)), false);
  const pack = await call('credit-pack', '/api/credit-packs', { form: { packId: 'agency', idempotencyKey: randomUUID() } });
  const orderId = pack.location.match(/([0-9a-f-]{36})/)?.[1];
  if (pack.status !== 303 || !orderId) return (void (pack.status && report.unexpected.push(`credit pack: ${pack.status}`)), false);
  const paid = await call('confirm-payment', '/api/payments/demo/confirm', { form: { orderId } });
  return paid.status === 303 || (void (paid.status && report.unexpected.push(`demo confirm: ${paid.status}`)), false);
}

async function browse(call: Call, character: { slug: string; id: string }, report: LoadReport, mine: CouponReport): Promise<void> {
  const page = await call('character', `/cartoon-characters/${character.slug}`);
  if (page.status !== 200) return void (page.status && report.unexpected.push(`character page ${character.slug}: ${page.status}`));
  if (page.text.includes('data-testid="review-summary"')) mine.pagesWithReviews++;
  if (page.text.includes('Similar characters')) mine.pagesWithSimilar++;
  const heart = await call('favourite', `/api/favourites/${character.id}`, { method: 'PUT' });
  if (heart.status !== 200) return void (heart.status && report.unexpected.push(`favourite: ${heart.status} ${heart.text.slice(0, 200)}`));
  const list = await call('favourites-list', '/api/favourites');
  if (list.status !== 200) return void (list.status && report.unexpected.push(`favourites list: ${list.status}`));
  if (!(JSON.parse(list.text) as { ids: string[] }).ids.includes(character.id))
    report.unexpected.push(`favourites list misses ${character.id} just hearted`);
  else mine.favouritesListed++;
}

async function payWithCoupon(call: Call, lines: unknown[], coupon: string, report: LoadReport, mine: CouponReport): Promise<void> {
  const quote = await call('cart-quote', '/api/cart/quote', { json: { lines, coupon } });
  if (quote.status !== 200) return void (quote.status && report.unexpected.push(`quote with coupon: ${quote.status}`));
  const res = await call('checkout-coupon', '/api/checkout', { json: { idempotencyKey: randomUUID(), lines, coupon } });
  if (res.status === 200) {
    mine.applied++;
    const body = JSON.parse(res.text) as { orderId: string; status: 'paid' | 'pending' };
    if (body.status === 'paid') return;
    // A money part: the demo card page, now and then declined (the use must come back).
    const outcome = Math.random() < 0.2 ? 'decline' : 'confirm';
    const card = await call('card-payment', '/api/payments/demo/confirm', { form: { orderId: body.orderId, outcome } });
    if (card.status !== 303 && card.status) report.unexpected.push(`card ${outcome} of ${body.orderId}: ${card.status}`);
    return;
  }
  // 409: the last use went to someone else, nothing eligible, or everything owned; 402: credits ran out.
  if (res.status === 409 && res.text.includes('used as many times as it allows')) return void mine.refusedLimit++;
  if (res.status === 409 || res.status === 402) return void mine.refusedOther++;
  if (res.status > 0 && res.status < 500) report.unexpected.push(`checkout with coupon: ${res.status} ${res.text.slice(0, 200)}`);
}

/** `shoppers` coupon shoppers for `seconds`, counting into the shared report (statuses, 5xx, latencies). */
export async function runCouponShoppers(opts: {
  base: string;
  runId: string;
  shoppers: number;
  seconds: number;
  coupon: CouponRun;
  catalogue: { slug: string; id: string }[];
  report: LoadReport;
  thinkMs?: number;
  arrive?: (shoppers: number) => Promise<void>;
}): Promise<CouponReport> {
  const mine: CouponReport = {
    applied: 0,
    refusedLimit: 0,
    refusedOther: 0,
    pagesWithReviews: 0,
    pagesWithSimilar: 0,
    favouritesListed: 0,
  };
  let deadline = Date.now() + opts.seconds * 1000;
  const think = pauseFor(opts.thinkMs ?? 0);
  await Promise.all(
    Array.from({ length: opts.shoppers }, async (_, i) => {
      const call = client(opts.base, opts.report);
      const ready = await setUp(call, `coupon-${opts.runId}-${i}@load.test`, opts.report);
      if (opts.arrive) {
        await opts.arrive(1);
        deadline = Math.max(deadline, Date.now() + opts.seconds * 1000);
      }
      if (!ready) return;
      await think();
      while (Date.now() < deadline && !opts.report.networkErrors) {
        const chosen = [pick(opts.catalogue), pick(opts.catalogue)];
        await browse(call, chosen[0]!, opts.report, mine);
        await think();
        await payWithCoupon(
          call,
          chosen.map((c) => ({ characterId: c.id, plan: 'standard' })),
          opts.coupon.code,
          opts.report,
          mine,
        );
        await think();
      }
    }),
  );
  return mine;
}
