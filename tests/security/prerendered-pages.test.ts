import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '#test-support/address-spellings.ts';
import { testPort } from '#test-support/ports.ts';
import { startStore, type Store } from '#test-support/store.ts';

/**
 * Prerendered pages (articles) as the built store serves them from memory: the bytes of the file on disk
 * in every encoding, strong ETags answered with 304, HEAD, the security headers every response carries,
 * and no address that climbs out of the client folder.
 */
const ARTICLE = '/blogs/shape-language-for-cartoon-characters';
const onDisk = () => fs.readFileSync(`dist/client${ARTICLE}/index.html`);

let store: Store;
beforeAll(async () => {
  store = await startStore({ port: testPort(4487), name: 'prerendered-pages' });
});
afterAll(() => store?.stop());

describe('prerendered pages', () => {
  it('sends a fresh read of the file, plain, brotli or gzip, with the security headers and a strong ETag', async () => {
    for (const [accept, decode] of [
      ['identity', (b: Buffer) => b],
      ['br', zlib.brotliDecompressSync],
      ['gzip, br;q=0', zlib.gunzipSync],
    ] as const) {
      const res = await fetch(`${store.url}${ARTICLE}`, { headers: { 'accept-encoding': accept }, decompress: false } as RequestInit);
      expect(res.status).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      expect(decode(body).equals(onDisk()), accept).toBe(true);
      expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=0');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('answers a revalidation with 304 and no body, and HEAD with the headers alone', async () => {
    const first = await fetch(`${store.url}${ARTICLE}`, { headers: { 'accept-encoding': 'br' } });
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${store.url}${ARTICLE}`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    const head = await fetch(`${store.url}${ARTICLE}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(onDisk().length);
  });

  it('sends other spellings to the one address and refuses every way out of the client folder', async () => {
    expect(await rawGet(store.url, `${ARTICLE}/`)).toMatchObject({ status: 301, location: ARTICLE });
    for (const target of ['/../package.json', '/blogs/../../package.json', '/%2e%2e/%2e%2e/package.json', '/blogs/..%2f..%2fpackage.json', '/..%5c..%5cpackage.json', '/blogs/%2e%2e%2f%2e%2e%2fserver%2fentry.mjs']) {
      const answer = await rawGet(store.url, target);
      expect(answer.status === 301 || answer.status === 404 || answer.status === 400, `${target}: ${answer.status}`).toBe(true);
      expect(answer.body).not.toContain('"dependencies"');
      expect(answer.body).not.toContain('import ');
    }
  });
});
