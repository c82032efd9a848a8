import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pickEncoding } from './edge-cache.ts';

/**
 * The prerendered pages (articles, about, legal pages: dist/client/**.html, about a megabyte and a half in
 * all) answered from memory by server/index.mjs before Astro's static file handler, which stats, opens
 * and streams the file and compresses it again on every request. Each page is read once at start; its
 * brotli and gzip variants are made once, on the first request that wants them, at the highest quality
 * (a one-off cost), and every variant has a strong ETag of its own, so a revalidation is a 304 without
 * touching a body. Only files found under the client folder at start can be answered: an address is a
 * key in a map, never joined to a path, so no spelling of `..` reaches the disk.
 * Cache-Control and Last-Modified stay what the static handler sent; Range is not offered (Accept-Ranges
 * absent), so a range request gets the whole page, which HTTP allows.
 */
type Encoding = 'br' | 'gzip';
type Page = { body: Buffer; hash: string; lastModified: string; modifiedSeconds: number; encoded: Map<Encoding, Promise<Buffer>> };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const CACHE_CONTROL = 'public, max-age=0';
const HTML = 'text/html; charset=utf-8';

export type PrerenderedStats = { pages: number; hits: number; notModified: number };

export class PrerenderedPages {
  #pages = new Map<string, Page>();
  hits = 0;
  notModified = 0;

  /** Reads every `.html` file under `clientDir`: `/a/index.html` answers `/a`, `/a/` and `/a/index.html`. */
  constructor(clientDir: string) {
    for (const file of htmlFiles(clientDir)) {
      const body = fs.readFileSync(file);
      const modified = fs.statSync(file).mtime;
      const page: Page = {
        body,
        hash: createHash('sha256').update(body).digest('base64url').slice(0, 27),
        lastModified: modified.toUTCString(),
        modifiedSeconds: Math.floor(modified.getTime() / 1000),
        encoded: new Map(),
      };
      const address = `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
      this.#pages.set(address, page);
      if (address.endsWith('/index.html')) {
        const folder = address.slice(0, -'index.html'.length);
        this.#pages.set(folder, page);
        if (folder !== '/') this.#pages.set(folder.slice(0, -1), page);
      }
    }
  }

  stats(): PrerenderedStats {
    return { pages: new Set(this.#pages.values()).size, hits: this.hits, notModified: this.notModified };
  }

  /** Answers a GET or HEAD of a prerendered page and returns true; anything else returns false untouched. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const page = this.#pages.get(query < 0 ? url : url.slice(0, query));
    if (!page) return false;
    this.hits++;
    const encoding = pickEncoding(req.headers['accept-encoding'], page.body.length);
    const etag = encoding ? `"${page.hash}-${encoding}"` : `"${page.hash}"`;
    const headers: OutgoingHttpHeaders = { 'cache-control': CACHE_CONTROL, etag, 'last-modified': page.lastModified, vary: 'Accept-Encoding' };
    if (notModified(req, etag, page.modifiedSeconds)) {
      this.notModified++;
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers['content-type'] = HTML;
    if (!encoding) return send(req, res, headers, page.body), true;
    headers['content-encoding'] = encoding;
    variant(page, encoding).then(
      (body) => send(req, res, headers, body),
      () => send(req, res, { ...headers, etag: `"${page.hash}"`, 'content-encoding': undefined }, page.body),
    );
    return true;
  }
}

function send(req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders, body: Buffer): void {
  if (headers['content-encoding'] === undefined) delete headers['content-encoding'];
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function variant(page: Page, encoding: Encoding): Promise<Buffer> {
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotli(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
        : gzip(page.body, { level: 9 });
    page.encoded.set(encoding, body);
  }
  return body;
}

/**
 * RFC 9110 §13.1: If-None-Match (weak comparison, `*`, a list) decides when present; otherwise
 * If-Modified-Since against the file's time, to the second.
 */
export function notModified(req: IncomingMessage, etag: string, modifiedSeconds: number): boolean {
  const match = req.headers['if-none-match'];
  if (match !== undefined) {
    return match
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const since = req.headers['if-modified-since'];
  if (!since) return false;
  const seconds = Date.parse(since) / 1000;
  return Number.isFinite(seconds) && modifiedSeconds <= seconds;
}

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
