import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '#/lib/api/contract.ts';
import { CONTRACT } from '#/lib/api/index.ts';
import { FIRST_DESIGN } from '#/lib/maker/draw.ts';
import { startStore, type Store } from '#test-support/store.ts';
import { signInAs, type DemoRole, type Session } from '#test-support/session.ts';
import { testPort } from '#test-support/ports.ts';

/**
 * The built store's answers parse with the schemas of src/lib/api: each JSON endpoint is called
 * as the role that may use it, with real demo data, and its answer is checked against the contract
 * (the same schemas the routes parse requests with and the browser client is typed by).
 */
const PORT = testPort(4468);
let store: Store;
const sessions = {} as Record<DemoRole, Session>;
const called = new Set<Endpoint>();

type Call = { as?: DemoRole; params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

async function call(endpoint: Endpoint, { as, params = {}, query = {}, body }: Call = {}): Promise<unknown> {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  const url = `${store.url}${endpoint.base === 'site' ? '' : '/api'}${path}${search ? `?${search}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json', origin: store.url };
  if (as) headers.cookie = sessions[as].cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method: endpoint.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  expect(res.status, `${endpoint.method} ${url}: ${text.slice(0, 300)}`).toBeLessThan(400);
  const answer = text ? JSON.parse(text) : undefined;
  const parsed = endpoint.response.safeParse(answer);
  expect(parsed.success ? null : { url, issues: parsed.error.issues.slice(0, 3), answer: text.slice(0, 300) }).toBeNull();
  called.add(endpoint);
  return answer;
}

const { session, account, cart, catalogue, geo, push, jobs, admin, health, social, settings, reviews, coupons, maker } = CONTRACT as Record<string, Record<string, Endpoint>> & typeof CONTRACT;

beforeAll(async () => {
  store = await startStore({ port: PORT, name: 'contract', env: { DEMO_MODE: 'on' } });
  for (const role of ['user', 'contributor', 'admin', 'super_admin'] as const) sessions[role] = await signInAs(store.url, role);
}, 180_000);
afterAll(async () => store?.stop());

describe('answers parse with the contract', () => {
  it('session, account, geo, push and health', async () => {
    await call(health!.health!);
    await call(health!.ready!);
    await call(catalogue!.suggest!, { query: { q: 'pirate' } });
    await call(catalogue!.count!, { query: { q: 'pirate' } });
    await call(session!.login!, { body: { email: 'user@toonmart.test', password: 'toonmart-demo-2026' } });
    await call(session!.checkSession!, { as: 'user' });
    await call(session!.loginSuccess!, { as: 'user' });
    await call(session!.user!, { as: 'user', params: { id: sessions.user.userId! } });
    await call(account!.sessions!, { as: 'user' });
    await call(account!.taxProfile!, { as: 'user' });
    await call(account!.saveTaxProfile!, { as: 'user', body: { companyName: '', address: '', country: 'US', vatNumber: '' } });
    await call(account!.profile!, { as: 'contributor', body: { name: 'Demo Artist' } });
    await call(geo!.geolocation!);
    await call(push!.config!);
  });

  it('cart and checkout', async () => {
    const list = (await call(admin!.characters!, { as: 'admin', query: { size: '50' } })) as { rows: { id: string; priceType: string; status: string; artistId: string | null }[] };
    // The demo buyer already owns some artists' characters (the seeded royalty sales): one of the store's own.
    const paid = list.rows.find((c) => c.priceType === 'credits' && c.status === 'published' && !c.artistId)!;
    const lines = [{ characterId: paid.id, plan: 'standard' }];
    await call(cart!.quote!, { body: { lines } });
    await call(cart!.mergeCart!, { as: 'user', body: { lines } });
    await call(cart!.accountCart!, { as: 'user' });
    await call(cart!.checkout!, { as: 'user', body: { idempotencyKey: `contract-${Date.now()}`, lines } });
  });

  it('custom jobs', async () => {
    const { jobs: mine } = (await call(jobs!.list!, { as: 'admin', query: { scope: 'admin' } })) as { jobs: { id: string }[] };
    await call(jobs!.list!, { as: 'user' });
    await call(jobs!.list!, { as: 'contributor', query: { scope: 'contributor' } });
    await call(jobs!.detail!, { as: 'admin', params: { id: mine[0]!.id } });
    await call(jobs!.message!, { as: 'admin', params: { id: mine[0]!.id }, body: { body: 'Checking the contract.' } });
  });

  it('admin tables and settings', async () => {
    for (const table of ['users', 'audit', 'orders', 'jobs', 'characters', 'characterTypes', 'currencyRates', 'customizeLevels', 'socialLinks', 'tutorials', 'announcements']) {
      await call(admin![table]!, { as: 'admin' });
    }
    await call(admin!.saveCurrencyRate!, { as: 'admin', body: { code: 'CHF', name: 'Swiss franc', rate: 0.9 } });
    await call(admin!.credits!, { as: 'admin', body: { email: 'user@toonmart.test', delta: 5, reason: 'Contract check' } });
    const { rows } = (await call(admin!.users!, { as: 'super_admin', query: { q: 'contributor@' } })) as { rows: { id: string }[] };
    await call(admin!.userRole!, { as: 'super_admin', params: { id: rows[0]!.id }, body: { role: 'contributor' } });
  });

  it('favourites, collections, settings, reviews and coupons', async () => {
    const list = (await call(admin!.characters!, { as: 'admin', query: { size: '10' } })) as { rows: { id: string; status: string }[] };
    const published = list.rows.find((c) => c.status === 'published')!;
    await call(social!.addFavourite!, { as: 'user', params: { characterId: published.id } });
    await call(social!.favourites!, { as: 'user' });
    const { collection } = (await call(social!.createCollection!, { as: 'user', body: { name: 'Contract picks' } })) as { collection: { id: string } };
    await call(social!.collections!, { as: 'user' });
    await call(social!.collection!, { as: 'user', params: { id: collection.id } });
    await call(settings!.adminSettings!, { as: 'admin' });
    await call(settings!.publicSettings!);
    await call(admin!.characterSlug!, { as: 'admin', query: { slug: 'contract-check-slug' } });
    await call(admin!.tutorialSlug!, { as: 'admin', query: { slug: 'contract-check-slug' } });
    await call(reviews!.adminList!, { as: 'admin' });
    await call(coupons!.list!, { as: 'admin' });
    const artist = sessions.contributor.userId!;
    const made = (await call(coupons!.create!, { as: 'admin', body: { code: `CONTRACT${Date.now().toString(36).toUpperCase()}`, kind: 'percent', unit: 'credits', amount: 10, artistIds: [artist] } })) as { id: string; artistIds: string[] };
    expect(made.artistIds).toEqual([artist]);
    await call(coupons!.setActive!, { as: 'admin', params: { id: made.id }, body: { active: false } });
    const { earnings } = CONTRACT as Record<string, Record<string, Endpoint>>;
    await call(earnings!.saleNotices!, { as: 'contributor', body: { mail: true, push: true } });
    await call(admin!.announce!, { as: 'admin', body: { title: 'Contract check', body: 'Only a banner.', audience: 'staff', channels: ['banner'], bannerDays: 1 } });
  });

  it('the character maker', async () => {
    const design = { ...FIRST_DESIGN, name: `Contract ${Date.now()}` };
    const { design: saved } = (await call(maker!.saveDesign!, { as: 'user', body: { design } })) as { design: { id: string } };
    await call(maker!.listDesigns!, { as: 'user' });
    const made = (await call(maker!.buy!, { as: 'user', body: { design } })) as { characterId: string };
    // Staff see a design's files as they are made; a buyer once it is paid.
    await call(maker!.files!, { as: 'admin', params: { id: made.characterId } });
    await call(maker!.deleteDesign!, { as: 'user', params: { id: saved.id } });
  });

  it('sign-out last', async () => {
    await call(session!.logout!, { as: 'user' });
    // Every GET endpoint of the contract was checked above (the rest change data and are covered by their domain tests).
    const gets = Object.values(CONTRACT).flatMap((group) => Object.values(group)).filter((e) => e.method === 'GET');
    expect(gets.filter((e) => !called.has(e)).map((e) => e.path)).toEqual([]);
  });
});
