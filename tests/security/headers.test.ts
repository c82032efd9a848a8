import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store } from '#test-support/store.ts';
import { serverIsland } from '#test-support/server-islands.ts';
import { signInAs } from '#test-support/session.ts';
import { ROUTE_POLICY } from './route-policy.ts';
import { listRoutes } from './routes.ts';
import { testPort } from '#test-support/ports.ts';

/**
 * Security headers and cookie flags on every page type (static page, on-demand
 * page, error page, API, asset, download), on a store behind plain http and on one whose
 * SITE_URL is https (HSTS, Secure and __Host- cookies). Both are served over
 * loopback http: the https one stands for a store behind a TLS proxy.
 */
const hasLogin = fs.existsSync('src/pages/api/auth/login.ts');
const hasDownloads = hasLogin && fs.existsSync('src/pages/api/downloads/[fileId].ts');

/**
 * A download link a signed-in user sees on a character page (free characters offer them to everyone
 * signed in): the page is shared, so the link is in its buy box, the server island rendered for the cookie.
 */
async function findDownload(base: string, cookie: string): Promise<string> {
  const listing = await (await fetch(`${base}/cartoon-characters`, { headers: { cookie } })).text();
  for (const [, slug] of listing.matchAll(/href="\/cartoon-characters\/([a-z0-9-]+)"/g)) {
    const page = await (await fetch(`${base}/cartoon-characters/${slug}`, { headers: { cookie } })).text();
    const island = serverIsland(page, 'CharacterBuyBox');
    if (!island) continue;
    const box = await (await fetch(`${base}${island}`, { headers: { cookie } })).text();
    const link = box.match(/href="(\/api\/downloads\/[0-9a-f-]{36})"/)?.[1];
    if (link) return link;
  }
  throw new Error('no character page offers a download to the demo user');
}
const asset = fs.readdirSync('dist/client/_astro').find((f) => f.endsWith('.js'));
const onDemandPage = listRoutes().find((r) => r.kind === 'page' && r.onDemand && !r.pattern.includes('[') && ROUTE_POLICY[r.pattern]?.access === 'public');

const PAGE_TYPES: [string, string][] = [
  ['static page', '/about'],
  ['error page', '/no-such-page'],
  ['API', '/api/health'],
  ['asset', `/_astro/${asset}`],
  ...(onDemandPage ? ([['on-demand page', onDemandPage.pattern]] as [string, string][]) : []),
];

function cookieFlags(setCookie: string) {
  const [pair, ...attrs] = setCookie.split(';').map((s) => s.trim());
  const flags = new Map(attrs.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1] ?? '']));
  return { name: pair!.split('=')[0]!, flags };
}

describe.each([
  { scheme: 'http', port: testPort(4472) },
  { scheme: 'https', port: testPort(4473) },
])('headers and cookies behind $scheme', ({ scheme, port }) => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore({ port, name: `headers-${scheme}`, env: { SITE_URL: `${scheme}://localhost:${port}` } });
  });
  afterAll(() => store?.stop());

  it.each(PAGE_TYPES)('%s (%s): nosniff, referrer policy, frame-ancestors, HSTS only behind https', async (_type, path) => {
    const res = await fetch(`${store.url}${path}`, { redirect: 'manual' });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const hsts = res.headers.get('strict-transport-security');
    if (scheme === 'https') expect(hsts).toMatch(/max-age=\d{7,}/);
    else expect(hsts).toBeNull();
  });

  it('HTML pages declare their encoding: text/html; charset=utf-8', async () => {
    for (const path of ['/about', '/no-such-page', '/cartoon-characters', ...(onDemandPage ? [onDemandPage.pattern] : [])]) {
      const res = await fetch(`${store.url}${path}`);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
    }
  });

  it('HTML pages carry a full CSP (header on rendered pages, meta on prerendered ones) without unsafe-inline scripts', async () => {
    for (const path of ['/about', '/no-such-page', ...(onDemandPage ? [onDemandPage.pattern] : [])]) {
      const res = await fetch(`${store.url}${path}`);
      const html = await res.text();
      const meta = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/i)?.[1];
      const policy = `${res.headers.get('content-security-policy')} ${meta ?? ''}`;
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it('the API answers JSON that is never cached', async () => {
    const res = await fetch(`${store.url}/api/health`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  if (hasDownloads) it('downloads: attachment, nosniff, private and never cached, sent as stored (not recompressed)', async () => {
    const { cookie } = await signInAs(store.url, 'user');
    const res = await fetch(`${store.url}${await findDownload(store.url, cookie)}`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    if (scheme === 'https') expect(res.headers.get('strict-transport-security')).toMatch(/max-age/);
  });

  // The session cookie exists once the accounts feature is in (src/pages/api/auth/login.ts).
  if (hasLogin) it('the session cookie is HttpOnly and SameSite=Lax; Secure with the __Host- prefix behind https', async () => {
    const { setCookies } = await signInAs(store.url, 'user');
    const session = setCookies.map(cookieFlags).find((c) => /session/.test(c.name));
    expect(session).toBeDefined();
    const { name, flags } = session!;
    expect(flags.has('httponly')).toBe(true);
    expect(flags.get('samesite')?.toLowerCase()).toBe('lax');
    expect(flags.get('path')).toBe('/');
    if (scheme === 'https') {
      expect(name.startsWith('__Host-')).toBe(true);
      expect(flags.has('secure')).toBe(true);
      expect(flags.has('domain')).toBe(false);
    } else {
      expect(flags.has('secure')).toBe(false);
    }
    for (const other of setCookies.map(cookieFlags)) expect(other.flags.has('httponly'), other.name).toBe(true);
  });
});
