import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, respelled } from '#test-support/address-spellings.ts';
import { firstPaidCharacter, setStandardPrice } from '#test-support/catalogue-admin.ts';
import { testPort } from '#test-support/ports.ts';
import { signIn, signInAs } from '#test-support/session.ts';
import { startStore, type Store } from '#test-support/store.ts';

/**
 * Issue 29's findings that are not about money, over HTTP against the built store behind a trusted
 * proxy at 127.0.0.1: the shared page cache cannot be poisoned (1), the client address is read past
 * hops with ports (6), a bad redirect target changes nothing (9), Accept-Encoding weights hold (11).
 */
let store: Store;
let admin = '';
beforeAll(async () => {
  store = await startStore({ port: testPort(4482), name: 'cache-and-addresses', env: { TRUSTED_PROXIES: '127.0.0.1' } });
  admin = (await signInAs(store.url, 'admin')).cookie;
});
afterAll(() => store?.stop());

const get = (target: string, headers: Record<string, string> = {}) => rawGet(store.url, target, headers);
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/** Empties the shared cache the way the store does: an admin saves a character (here with the price it has). */
async function emptyTheCache(): Promise<void> {
  const character = await firstPaidCharacter(store.url, admin);
  expect((await setStandardPrice(store.url, admin, character, character.priceStandard / 100)).status).toBe(200);
}

describe('finding 1: nobody can replace a cached page for every visitor', () => {
  it('sends //tutorials and //artists/<slug> to their own pages; the home page and the catalogue stay themselves', async () => {
    await emptyTheCache();
    expect(await get('//tutorials')).toMatchObject({ status: 301, location: '/tutorials' });
    expect(title((await get('/')).body)).toMatch(/^Toonmart — /);
    expect(await get('//artists/demo-artist')).toMatchObject({ status: 301, location: '/artists/demo-artist' });
    expect((await get('/demo-artist')).status).toBe(404);
    expect(await get('/cartoon-characters/')).toMatchObject({ status: 301, location: '/cartoon-characters' });
  });

  it('never lets a tracking value reach a page, so the next visitor cannot be served it', async () => {
    await emptyTheCache();
    const first = await get('/tutorials?utm_source=POISONED&ref=POISONED&fbclid=POISONED');
    expect(first.status).toBe(200);
    expect(first.body).not.toContain('POISONED');
    const next = await get('/tutorials');
    expect(next.cache).toBe('HIT');
    expect(next.body).not.toContain('POISONED');
  });

  it('serves each page a visitor opens byte-identical to a fresh render of its own address, whatever was asked first (fast-check)', async () => {
    const pages = ['/', '/tutorials', '/cartoon-characters', '/cartoon-characters?q=cat', '/artists/demo-artist', '/demo-artist'];
    await emptyTheCache();
    const fresh = new Map<string, { status: number; body: string }>();
    for (const page of pages) {
      const { status, body } = await get(page);
      fresh.set(page, { status, body });
    }
    await fc.assert(
      fc.asyncProperty(fc.array(respelled(pages), { minLength: 1, maxLength: 2 }), async (attacks) => {
        await emptyTheCache();
        for (const target of attacks) {
          const answer = await get(target);
          if (answer.status === 301) expect(answer.location).toMatch(/^\/(?![/\\])/);
          if (answer.cache) expect(answer.body).not.toMatch(/utm_|[?&;]ref=|fbclid|gclid|msclkid/);
        }
        for (const page of pages) {
          const now = await get(page);
          expect({ status: now.status, body: now.body }, `${page} after ${attacks.join(' ')}`).toEqual(fresh.get(page));
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('finding 6: TRUSTED_PROXIES=127.0.0.1 cannot be walked around', () => {
  it('reads the hop the proxy wrote with its port, not the address the client wrote before it', async () => {
    const seen = async (forwardedFor: string) => JSON.parse((await get('/api/geolocation', { 'x-forwarded-for': forwardedFor })).body).request as string;
    expect(await seen('6.6.6.6, 1.1.1.1:5555')).toBe('1.1.1.1');
    expect(await seen('6.6.6.6, [2a00:1450:4001::1]:443')).toBe('2a00:1450:4001::1');
    expect(await seen('6.6.6.6, unknown')).toBe('127.0.0.1');
  });
});

describe('finding 9: a bad redirect target is refused before anything changes', () => {
  it('answers 400 to the demo payment with success=/Āx, leaves the order unpaid, and pays it with a good one', async () => {
    const email = `redirect-${Date.now()}@example.test`;
    const headers = { 'content-type': 'application/json', origin: store.url };
    expect((await fetch(`${store.url}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'a good long password', name: 'Rae' }) })).status).toBe(201);
    const { cookie } = await signIn(store.url, email, 'a good long password');
    const character = await firstPaidCharacter(store.url, admin);
    const checkout = { idempotencyKey: `redirect-${Date.now()}`, lines: [{ characterId: character.id, plan: 'standard' }] };
    const order = async () => (await (await fetch(`${store.url}/api/checkout`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(checkout) })).json()) as { orderId: string; status: string };
    const placed = await order();
    expect(placed.status).toBe('pending');
    const confirm = (success: string) =>
      fetch(`${store.url}/api/payments/demo/confirm`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, origin: store.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ orderId: placed.orderId, outcome: 'confirm', success }),
      });
    for (const bad of ['/Āx', '//evil.example/x', 'https://evil.example']) {
      const refused = await confirm(bad);
      expect(refused.status, bad).toBe(400);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await order()).status).toBe('pending');
    const paid = await confirm(`/account/orders/${placed.orderId}`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/account/orders/${placed.orderId}`);
    expect((await order()).status).toBe('paid');
  });
});

describe('finding 11: the cache honours Accept-Encoding weights', () => {
  it('answers the plain bytes to gzip;q=0, br;q=0, and each accepted encoding otherwise', async () => {
    await get('/tutorials');
    expect(await get('/tutorials', { 'accept-encoding': 'gzip;q=0, br;q=0' })).toMatchObject({ cache: 'HIT', encoding: undefined });
    expect(await get('/tutorials', { 'accept-encoding': 'br;q=0, gzip' })).toMatchObject({ cache: 'HIT', encoding: 'gzip' });
    expect(await get('/tutorials', { 'accept-encoding': 'gzip, br' })).toMatchObject({ cache: 'HIT', encoding: 'br' });
  });
});
