import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, compareWithAnswers, userIds } from '#test-support/load/ledger-audit.ts';
import { runShoppers } from '#test-support/load/shoppers.ts';
import { testPort } from '#test-support/ports.ts';
import { DEMO_EMAILS, signInAs } from '#test-support/session.ts';
import { startStore, type Store } from '#test-support/store.ts';
import { firstPaidCharacter, setStandardPrice } from '#test-support/catalogue-admin.ts';
import { freshPostgresDatabase, within } from '#test-support/postgres-db.ts';

/** Two app processes on one PostgreSQL database, as behind a load balancer. */
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let a: Store;
let b: Store;
beforeAll(async () => {
  database = await freshPostgresDatabase('toonmart_scale');
  const env = { DATABASE_URL: database.url };
  a = await startStore({ port: testPort(4478), name: 'scale-a', env });
  b = await startStore({ port: testPort(4479), name: 'scale-b', env });
}, 240_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

const text = async (store: Store, path: string, cookie?: string) => (await fetch(`${store.url}${path}`, { headers: cookie ? { cookie } : {} })).text();
const signedIn = async (store: Store, cookie: string) =>
  ((await (await fetch(`${store.url}/api/auth/check-session`, { headers: { cookie } })).json()) as { isAuthenticated: boolean }).isAuthenticated;

describe('two servers on one PostgreSQL', () => {
  it('serves a price changed through one from the other within a second', async () => {
    const admin = await signInAs(a.url, 'admin');
    const character = await firstPaidCharacter(a.url, admin.cookie);
    const path = `/cartoon-characters/${character.slug}`;
    await text(b, path);
    expect(await text(b, path)).not.toContain('$66.25');
    expect((await setStandardPrice(a.url, admin.cookie, character, 66.25)).status).toBe(200);
    expect(await within(1000, async () => (await text(b, path)).includes('$66.25'))).toBe(true);
  });

  it('ends a session in the other server when it is signed out in one', async () => {
    const user = await signInAs(a.url, 'user');
    expect(await signedIn(b, user.cookie)).toBe(true);
    expect(await signedIn(b, user.cookie)).toBe(true);
    const out = await fetch(`${a.url}/api/auth/logout`, { headers: { cookie: user.cookie } });
    expect(out.ok).toBe(true);
    expect(await within(1000, async () => !(await signedIn(b, user.cookie)))).toBe(true);
  });

  it('counts failed sign-ins across both servers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const store = i % 2 ? b : a;
      const res = await fetch(`${store.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: store.url },
        body: JSON.stringify({ email: DEMO_EMAILS.contributor, password: `wrong-password-${i}` }),
      });
      statuses.push(res.status);
    }
    // Ten failures per account are allowed in 15 minutes, wherever they land (six on each server here).
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps the books exact with 50 shoppers spread over both', async () => {
    const runId = `two${Date.now().toString(36)}`;
    const reports = await Promise.all([
      runShoppers({ base: a.url, shoppers: 25, seconds: 10, runId: `${runId}a` }),
      runShoppers({ base: b.url, shoppers: 25, seconds: 10, runId: `${runId}b` }),
    ]);
    const books = await database.open();
    try {
      const ids = await userIds(books, `shopper-${runId}%`);
      expect(ids).toHaveLength(50);
      expect(reports.flatMap((r) => r.serverErrors)).toEqual([]);
      const answered = new Map([...reports[0]!.answered, ...reports[1]!.answered]);
      expect(await compareWithAnswers(books, ids, answered)).toEqual([]);
      const audit = await auditLedger(books, ids);
      expect(audit.violations).toEqual([]);
      expect(audit.paidOrders).toBe(reports[0]!.checkouts.paid + reports[1]!.checkouts.paid);
    } finally {
      await books.end();
    }
  }, 120_000);
});
