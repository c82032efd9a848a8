import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store } from '#test-support/store.ts';
import { signInAs } from '#test-support/session.ts';
import { postMultipart, type Part } from '#test-support/multipart.ts';
import { testPort } from '#test-support/ports.ts';

/**
 * Hostile uploads against the admin social-link form (a square image, 3 MB):
 * polyglots, lying names and extensions, path traversal in names, oversized
 * headers and bodies. Whatever is accepted is stored under a key the server
 * chose and served with its real type, nosniff and a sandbox; nothing is written
 * outside storage; the server stays healthy. Archives (FLA as zip) are covered
 * where a form accepts them (tests/security/upload-archives.test.ts).
 */
const PORT = testPort(4474);
const ROUTE = '/api/admin/social-links';

let store: Store;
let cookie: string;
let png: Buffer;

const fields = (name: string): Part[] => [
  { name: 'name', value: name },
  { name: 'url', value: 'https://example.com/toonmart' },
  { name: 'position', value: '1' },
];
const upload = (name: string, filename: string, type: string, data: Buffer) => postMultipart(store.url, ROUTE, cookie, [...fields(name), { name: 'icon', filename, type, data }]);
const iconKey = (text: string) => (JSON.parse(text) as { iconKey?: string; icon_key?: string }).iconKey ?? '';

function allFiles(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];
}

async function servedAs(key: string) {
  const res = await fetch(`${store.url}/files/${key}`);
  await res.arrayBuffer();
  return { status: res.status, type: res.headers.get('content-type'), nosniff: res.headers.get('x-content-type-options'), csp: res.headers.get('content-security-policy') ?? '' };
}

async function healthy() {
  return (await fetch(`${store.url}/api/health`)).status === 200;
}

describe('upload attacks (admin social-link icon)', () => {
  beforeAll(async () => {
    store = await startStore({ port: PORT, name: 'upload-attacks' });
    cookie = (await signInAs(store.url, 'admin')).cookie;
    png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#f5a623' } }).png().toBuffer();
  });
  afterAll(() => store?.stop());

  it('accepts a plain square PNG and serves it as an image (the baseline)', async () => {
    const res = await upload('Plain', 'icon.png', 'image/png', png);
    expect(res.status).toBe(201);
    const served = await servedAs(iconKey(res.text));
    expect(served).toMatchObject({ status: 200, type: 'image/png', nosniff: 'nosniff' });
  });

  it('never serves a PNG/HTML polyglot as HTML', async () => {
    const polyglot = Buffer.concat([png, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    for (const filename of ['icon.png', 'icon.html', 'icon.png.html', 'icon.svg']) {
      const res = await upload(`Polyglot ${filename}`, filename, 'text/html', polyglot);
      expect(res.status, filename).toBeLessThan(500);
      if (res.status === 201) {
        const key = iconKey(res.text);
        expect(key).toMatch(/\.(png|jpg|webp)$/);
        const served = await servedAs(key);
        expect(served.type).toBe('image/png');
        expect(served.nosniff).toBe('nosniff');
        expect(served.csp).toContain('sandbox');
      }
    }
  });

  it('refuses files whose content is not an accepted image, whatever their name says', async () => {
    const cases: [string, string, Buffer][] = [
      ['page.png', 'image/png', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['vector.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')],
      ['script.png', 'image/png', Buffer.from('#!/bin/sh\nrm -rf /\n')],
      ['empty.png', 'image/png', Buffer.alloc(0)],
      ['truncated.png', 'image/png', png.subarray(0, 40)],
      ['archive.png', 'image/png', Buffer.from('504b0304140000000800', 'hex')],
    ];
    for (const [filename, type, data] of cases) {
      const res = await upload(`Bad ${filename}`, filename, type, data);
      expect([400, 415], `${filename}: ${res.status} ${res.text.slice(0, 120)}`).toContain(res.status);
    }
  });

  it('stores a JPEG named .png under its real type or refuses it', async () => {
    const jpeg = await sharp(png).jpeg().toBuffer();
    const res = await upload('Wrong extension', 'icon.png', 'image/png', jpeg);
    expect(res.status).toBeLessThan(500);
    if (res.status === 201) expect((await servedAs(iconKey(res.text))).type).toBe('image/jpeg');
  });

  it('writes nothing outside storage for names with ../, backslashes, absolute paths or NUL', async () => {
    const root = path.resolve(store.dataDir, '..');
    const names = ['../../../../escaped-a.png', '..\\..\\..\\escaped-b.png', '/tmp/escaped-c.png', 'escaped-d.png\u0000.html', '....//....//escaped-e.png', '%2e%2e%2fescaped-f.png'];
    for (const filename of names) {
      const res = await upload(`Traversal ${filename.slice(0, 10)}`, filename, 'image/png', png);
      expect(res.status, filename).toBeLessThan(500);
      if (res.status === 201) expect(iconKey(res.text)).toMatch(/^[\w-]+\/[\w-]+\.(png|jpg|webp)$/);
    }
    const escaped = allFiles(root).filter((f) => /escaped-[a-f]/.test(f));
    expect(escaped).toEqual([]);
    expect(fs.existsSync('/tmp/escaped-c.png')).toBe(false);
  });

  it('serves no file outside storage through /files, however the path is spelled', async () => {
    for (const attempt of ['..%2f..%2fpglite%2fPG_VERSION', 'social-links/..%2f..%2fpglite%2fPG_VERSION', '%2e%2e/%2e%2e/pglite/PG_VERSION', 'social-links/%00.png', '..%5c..%5cpglite%5cPG_VERSION']) {
      const res = await fetch(`${store.url}/files/${attempt}`);
      const text = await res.text();
      expect(res.status, attempt).toBeGreaterThanOrEqual(400);
      expect(res.status, attempt).toBeLessThan(500);
      expect(text).not.toMatch(/^\d+\s*$/);
    }
  });

  it('refuses an image over 3 MB with 413 and keeps nothing of it', async () => {
    const storage = path.join(store.dataDir, 'storage');
    const before = allFiles(storage).length;
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024 + 10, 1)]);
    const res = await upload('Too big', 'big.png', 'image/png', big);
    expect(res.status).toBe(413);
    expect(allFiles(storage).length).toBe(before);
  });

  it('answers oversized headers (HTTP and multipart part headers) with a 4xx and stays up', async () => {
    const huge = await fetch(`${store.url}${ROUTE}`, { method: 'POST', headers: { cookie: `${cookie}; pad=${'x'.repeat(64 * 1024)}`, origin: store.url } }).catch(() => null);
    if (huge) expect(huge.status).toBe(431);
    const longName = await upload('Long name', `${'a'.repeat(200 * 1024)}.png`, 'image/png', png);
    expect(longName.status).toBeLessThan(500);
    const partHeader = await postMultipart(store.url, ROUTE, cookie, [...fields('Header'), { name: `icon"; x-pad="${'p'.repeat(120 * 1024)}`, filename: 'icon.png', type: 'image/png', data: png }]);
    expect(partHeader.status).toBeLessThan(500);
    expect(await healthy()).toBe(true);
  });

  it('survives a request line of 1 MB and a header flood without crashing', async () => {
    const { port } = new URL(store.url);
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /${'a'.repeat(1024 * 1024)} HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 3000 }, (_, i) => `x-h${i}: v`).join('\r\n')}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('error', () => resolve(data));
      socket.on('close', () => resolve(data));
    });
    expect(answer === '' || /^HTTP\/1\.1 4\d\d/.test(answer)).toBe(true);
    expect(await healthy()).toBe(true);
  });
});
