import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPort } from '#test-support/ports.ts';
import { serverIsland } from '#test-support/server-islands.ts';
import { signInAs } from '#test-support/session.ts';
import { startStore, type Store } from '#test-support/store.ts';
import { firstPaidCharacter, setStandardPrice } from '#test-support/catalogue-admin.ts';

let store: Store;
beforeAll(async () => {
  // Test stores do not prepare media in the background (test-support/store.ts), which would refresh cached pages after each step.
  store = await startStore({ port: testPort(4476), name: 'page-cache' });
});
afterAll(() => store?.stop());

/** A page read to its end: the cache keeps a response only once it has been sent in full. */
async function page(path: string, cookie?: string): Promise<{ status: number; headers: Headers; text(): Promise<string> }> {
  const response = await fetch(`${store.url}${path}`, { headers: cookie ? { cookie } : {} });
  const body = await response.text();
  return { status: response.status, headers: response.headers, text: async () => body };
}

describe('shared page cache', () => {
  it('serves signed-out visitors one cached page with an ETag, and 304 when it is unchanged', async () => {
    await page('/cartoon-characters?q=pirate');
    const second = await page('/cartoon-characters?q=pirate');
    expect(second.headers.get('x-toonmart-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const etag = second.headers.get('etag')!;
    const again = await fetch(`${store.url}/cartoon-characters?q=pirate`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('gives previews a public cache policy and a validator', async () => {
    const html = await (await page('/cartoon-characters')).text();
    const src = /src="(\/api\/character-types\/[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(src).toBeTruthy();
    const first = await page(src!);
    expect(first.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const again = await fetch(`${store.url}${src}`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('shows an admin price change on the very next request', async () => {
    const admin = await signInAs(store.url, 'admin');
    const character = await firstPaidCharacter(store.url, admin.cookie);
    await page(`/cartoon-characters/${character.slug}`);
    expect((await page(`/cartoon-characters/${character.slug}`)).headers.get('x-toonmart-cache')).toBe('HIT');
    const saved = await setStandardPrice(store.url, admin.cookie, character, 77.5);
    expect(saved.status).toBe(200);
    const html = await (await page(`/cartoon-characters/${character.slug}`)).text();
    expect(html).toContain('$77.50');
  });

  it('gives a signed-in shopper the one shared page, and their own parts only through its server islands', async () => {
    const user = await signInAs(store.url, 'user');
    const listing = await (await page('/cartoon-characters?price=free')).text();
    const slug = /href="\/cartoon-characters\/([a-z0-9-]+)"/.exec(listing)?.[1];
    expect(slug).toBeTruthy();
    const anonymous = await (await page(`/cartoon-characters/${slug}`)).text();
    const mine = await page(`/cartoon-characters/${slug}`, user.cookie);
    expect(mine.headers.get('x-toonmart-cache')).toBe('HIT');
    expect(await mine.text()).toBe(anonymous);
    expect(anonymous).not.toContain('user@toonmart.test');
    expect(anonymous).not.toContain('id="initial-user"');
    expect(anonymous).toContain('Sign in to download');

    const island = serverIsland(anonymous, 'CharacterBuyBox');
    expect(island).toBeTruthy();
    const personal = await page(island!, user.cookie);
    expect(personal.status).toBe(200);
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    const personalHtml = await personal.text();
    expect(personalHtml).toMatch(/href="\/api\/downloads\/[^"]+"/);
    expect(personalHtml).not.toContain('Sign in to download');

    // Signed out, the island answers the signed-out box, shared and cached like the page; no download link leaks.
    await page(island!);
    const shared = await page(island!);
    expect(shared.headers.get('x-toonmart-cache')).toBe('HIT');
    // Never stale-while-revalidate: a browser would refetch the preloaded island behind every view.
    expect(shared.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(await shared.text()).toContain('Sign in to download');
    expect(await shared.text()).not.toMatch(/\/api\/downloads\//);
  });
});
