/**
 * A store deployed under another address than the one it was built with: `npm start` notices, says so
 * and rebuilds, and every absolute link the store hands out then names the new address (pages' canonical
 * links and og tags, prerendered and on demand, the sitemap, robots.txt, RSS, recovery mail, OAuth).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPort } from '#test-support/ports.ts';

const SITE = 'https://shop.example.test';
const port = testPort(4490);
const base = `http://127.0.0.1:${port}`;
const dist = path.resolve('.tmp/seo-dist');
const dataDir = path.resolve('.tmp/seo-site');
let child: ChildProcess;
const log: string[] = [];

const head = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? '';
const canonicalOf = (html: string) => head(html, /<link rel="canonical" href="([^"]+)"/);
const ogUrlOf = (html: string) => head(html, /<meta property="og:url" content="([^"]+)"/);
const page = async (pathname: string) => (await fetch(base + pathname)).text();

beforeAll(async () => {
  // A copy of the normal build (made for the default address), as a deployment would have.
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync('dist', dist, { recursive: true, preserveTimestamps: true });
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TOONMART_DIST_DIR: dist, SITE_URL: SITE, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_MODE: 'on', DATABASE_URL: '', GITHUB_CLIENT_ID: 'toonmart-test', GITHUB_CLIENT_SECRET: 'secret' },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => (log.push(String(chunk)), String(chunk).includes('is ready') && resolve()));
    child.stderr!.on('data', (chunk) => log.push(String(chunk)));
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${log.join('').slice(-3000)}`)));
  });
}, 400_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
});

describe('a store started with another SITE_URL than its build', () => {
  it('npm start says the address changed and builds again', () => {
    expect(log.join('')).toContain(`SITE_URL changed (the build says http://localhost:4321/, SITE_URL is ${SITE}/)`);
    expect(JSON.parse(fs.readFileSync(path.join(dist, 'build-settings.json'), 'utf8'))).toEqual({ siteUrl: SITE });
  });

  it('prerendered and on-demand pages name the new address in canonical links, og:url and og:image', async () => {
    for (const pathname of ['/', '/about', '/blogs/shape-language-for-cartoon-characters', '/cartoon-characters', '/pricing', '/cartoon-characters/bolt-the-robot']) {
      const html = await page(pathname);
      expect(canonicalOf(html), pathname).toBe(SITE + (pathname === '/' ? '/' : pathname));
      expect(ogUrlOf(html), pathname).toBe(canonicalOf(html));
      expect(head(html, /<meta property="og:image" content="([^"]+)"/).startsWith(`${SITE}/`), pathname).toBe(true);
    }
  });

  it('the sitemap, robots.txt, RSS and the product feed list addresses on the new site', async () => {
    const robots = await page('/robots.txt');
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const locs = [...(await page('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(100);
    expect(locs.filter((loc) => !loc.startsWith(`${SITE}/`))).toEqual([]);
    const items = new XMLParser().parse(await page('/rss.xml')).rss.channel.item as { link: string }[];
    expect(items.filter((item) => !item.link.startsWith(`${SITE}/blogs/`))).toEqual([]);
    const products = new XMLParser().parse(await page('/feeds/products.xml')).rss.channel.item as Record<string, string>[];
    expect(products.length).toBeGreaterThan(50);
    expect(products.flatMap((p) => [p.link!, p['g:image_link']!]).filter((url) => !url.startsWith(`${SITE}/`))).toEqual([]);
  });

  it('recovery mail links to the new address', async () => {
    const answer = await fetch(`${base}/api/auth/recover`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'user@toonmart.test' }) });
    expect(answer.status).toBe(200);
    // The demo data's own mails (receipts of the seeded reviewers' orders) share the outbox.
    const outbox = path.join(dataDir, 'outbox');
    const recoveryMail = () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
        .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
        .find((mail) => mail.includes('To: user@toonmart.test') && mail.includes('/recover-account?token'));
    await expect.poll(recoveryMail).toBeTruthy();
    expect(recoveryMail()).toContain(`${SITE}/recover-account?token`);
  });

  it('sign-in with GitHub sends the new callback address', async () => {
    const answer = await fetch(`${base}/api/auth/github`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/auth/github/callback`);
  });
});
