import fs from 'node:fs';
import http from 'node:http';
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

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
/** The bytes as sent (fetch would decompress them and ask for its own encodings). */
function request(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(store.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port: Number(port), path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

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
      const res = await request(ARTICLE, { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(decode(res.body).equals(onDisk()), accept).toBe(true);
      expect(res.headers['content-encoding']).toBe(accept === 'identity' ? undefined : accept.slice(0, 2).replace('gz', 'gzip'));
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=0');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('answers a revalidation with 304 and no body, and HEAD with the headers alone', async () => {
    const first = await request(ARTICLE, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await request(ARTICLE, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-frame-options']).toBe('DENY');
    const head = await request(ARTICLE, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(onDisk().length);
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
