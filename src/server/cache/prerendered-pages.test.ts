import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrerenderedPages } from './prerendered-pages.ts';

/** A client folder like dist/client, served by PrerenderedPages behind a real HTTP server (anything else: 404 "next"). */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
const article = `<!doctype html><html><body>${'An article about shape language. '.repeat(200)}</body></html>`;
fs.mkdirSync(path.join(dir, 'blogs/shapes'), { recursive: true });
fs.writeFileSync(path.join(dir, 'blogs/shapes/index.html'), article);
fs.writeFileSync(path.join(dir, 'blogs/shapes/notes.txt'), 'not a page');
fs.writeFileSync(path.join(os.tmpdir(), 'outside-prerendered.html'), '<p>secret</p>');

let server: http.Server;
let base = '';
let pages: PrerenderedPages;
beforeAll(async () => {
  pages = new PrerenderedPages(dir);
  server = http.createServer((req, res) => {
    if (pages.serve(req, res)) return;
    res.writeHead(404).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function request(target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('prerendered pages from memory', () => {
  it('sends the file’s bytes, whichever encoding is asked for, each with its own strong ETag', async () => {
    const onDisk = fs.readFileSync(path.join(dir, 'blogs/shapes/index.html'));
    const plain = await request('/blogs/shapes');
    expect(plain.status).toBe(200);
    expect(plain.body.equals(onDisk)).toBe(true);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=0');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await request('/blogs/shapes', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(onDisk)).toBe(true);
    const gz = await request('/blogs/shapes', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(onDisk)).toBe(true);
    const none = await request('/blogs/shapes', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(onDisk)).toBe(true);
    const tags = [plain, br, gz].map((a) => a.headers.etag);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);
  });

  it('answers 304 with no body to a matching If-None-Match (a list, a weak copy, *), 200 to a stale one', async () => {
    const br = await request('/blogs/shapes', { 'accept-encoding': 'br' });
    const etag = br.headers.etag!;
    for (const match of [etag, `"old", ${etag}`, `W/${etag}`, '*']) {
      const again = await request('/blogs/shapes', { 'accept-encoding': 'br', 'if-none-match': match });
      expect(again.status, match).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    // The plain variant's tag does not validate the brotli one.
    const plainTag = (await request('/blogs/shapes')).headers.etag!;
    expect((await request('/blogs/shapes', { 'accept-encoding': 'br', 'if-none-match': plainTag })).status).toBe(200);
    const lastModified = br.headers['last-modified']!;
    expect((await request('/blogs/shapes', { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await request('/blogs/shapes', { 'if-modified-since': 'Thu, 01 Jan 2009 00:00:00 GMT' })).status).toBe(200);
  });

  it('answers HEAD with the headers of a GET and no body', async () => {
    const get = await request('/blogs/shapes', { 'accept-encoding': 'gzip' });
    const head = await request('/blogs/shapes', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('knows a page by its folder, with or without the slash, or by its file, and ignores the query', async () => {
    for (const target of ['/blogs/shapes/', '/blogs/shapes/index.html', '/blogs/shapes?utm_source=x']) {
      expect((await request(target)).body.toString()).toBe(article);
    }
  });

  it('leaves everything else to the next handler: other files, other methods, paths that climb out', async () => {
    const refused = [
      '/blogs/shapes/notes.txt',
      '/../outside-prerendered.html',
      '/blogs/../../outside-prerendered.html',
      '/%2e%2e/outside-prerendered.html',
      '/blogs/shapes/..%2F..%2Foutside-prerendered.html',
      '/nothing',
    ];
    for (const target of refused) {
      const answer = await request(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString()).toBe('next');
    }
    expect((await request('/blogs/shapes', {}, 'POST')).body.toString()).toBe('next');
    expect(pages.stats().pages).toBe(1);
  });
});
