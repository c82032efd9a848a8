import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import { InFlight } from './in-flight.ts';
import { isAnonymousRead, isPrivatePage, isSharedPage, parseCdnDirectives, withoutCookie } from './policy.ts';
import { readTarget } from './request-target.ts';

/**
 * The store's own shared cache in front of Astro (server/index.mjs), playing the part a CDN plays:
 * pages that call `Astro.cache.set` for a signed-out visitor leave `CDN-Cache-Control` and `Cache-Tag`
 * on their response; this keeps the bytes and answers the next signed-out visitor without rendering,
 * with an ETag (304 on a match) and pre-compressed variants. Requests carrying the session cookie
 * always reach Astro, so nobody is ever served another visitor's page. A miss for a page known to be
 * cacheable waits for the same page's render already in flight rather than rendering it again.
 * A read reaches Astro only at the normal form of its address (`readTarget`), and that address is its key.
 */
type Entry = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  tags: string[];
  expiresAt: number;
  encoded: Map<string, Buffer>;
};

const HIDDEN = ['cdn-cache-control', 'cache-tag'];
const MAX_ENTRIES = 2000;

export type EdgeStats = { hits: number; misses: number; coalesced: number; entries: number };

export class EdgeCache {
  #entries = new Map<string, Entry>();
  #generation = 0;
  /** Keys stored at least once: their next miss is worth waiting for. */
  #kept = new Set<string>();
  #inFlight = new InFlight();
  /** The key `serve` gave each signed-out read; `record` keeps a page under it and under nothing else. */
  #keys = new WeakMap<IncomingMessage, string>();
  hits = 0;
  misses = 0;
  coalesced = 0;
  readonly sessionCookie: string;

  constructor(sessionCookie: string) {
    this.sessionCookie = sessionCookie;
  }

  /** Drops the entries carrying any of `tags` (all entries without tags); renders in flight are not kept. */
  invalidate(tags?: string[]): void {
    this.#generation++;
    if (!tags) return this.#entries.clear();
    for (const [key, entry] of this.#entries) if (entry.tags.some((t) => tags.includes(t))) this.#entries.delete(key);
  }

  stats(): EdgeStats {
    return { hits: this.hits, misses: this.misses, coalesced: this.coalesced, entries: this.#entries.size };
  }

  /**
   * Answers from the cache when it can, or once the same page's render in flight has been stored;
   * otherwise calls `next` and the request goes on to Astro. A shared page reaches Astro without the
   * session cookie, so a signed-in visitor's miss renders (and stores) the one copy everybody gets.
   */
  serve(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = readTarget(req.url ?? '/');
    if (target.kind === 'redirect') return redirect(res, target.location);
    if (target.kind === 'opaque') return next();
    const key = (req.url = target.url);
    if (isPrivatePage(key)) return next();
    const shared = isSharedPage(req.method, key);
    if (shared) {
      const cookie = withoutCookie(req.headers.cookie, this.sessionCookie);
      if (cookie === undefined) delete req.headers.cookie;
      else req.headers.cookie = cookie;
    }
    if (!isAnonymousRead(req.method, req.headers.cookie, this.sessionCookie)) return next();
    this.#keys.set(req, key);
    if (this.#answer(key, req, res)) return;
    const pending = this.#inFlight.pending(key);
    if (pending) {
      this.coalesced++;
      void pending.then(() => this.#answer(key, req, res) || next());
      return;
    }
    if (req.method === 'GET' && (shared || this.#kept.has(key))) this.#inFlight.lead(key, res);
    next();
  }

  #answer(key: string, req: IncomingMessage, res: ServerResponse): boolean {
    const entry = this.#entries.get(key);
    if (!entry || entry.expiresAt <= Date.now()) {
      if (entry) this.#entries.delete(key);
      return false;
    }
    this.hits++;
    const headers: OutgoingHttpHeaders = { ...entry.headers, etag: entry.etag, vary: 'Accept-Encoding, Cookie', 'x-toonmart-cache': 'HIT' };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], entry.body.length);
    const body = encoding ? encoded(entry, encoding) : entry.body;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    res.writeHead(entry.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** Watches a response on its way out: hides the cache directives and keeps cacheable bodies. */
  record(req: IncomingMessage, res: ServerResponse): void {
    const key = this.#keys.get(req);
    const eligible = key !== undefined && isAnonymousRead(req.method, req.headers.cookie, this.sessionCookie) && req.method === 'GET';
    const generation = this.#generation;
    const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
    let chunks: Buffer[] | null = null;
    let meta: { status: number; headers: OutgoingHttpHeaders; tags: string[]; maxAge: number } | null = null;
    res.writeHead = ((status: number, headers: OutgoingHttpHeaders = {}) => {
      const cdn = parseCdnDirectives(String(headers['cdn-cache-control'] ?? ''));
      const tags = String(headers['cache-tag'] ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      for (const name of HIDDEN) delete headers[name];
      if (eligible && status === 200 && cdn.maxAge > 0 && !headers['set-cookie']) {
        this.misses++;
        chunks = [];
        meta = { status, headers: { ...headers }, tags, maxAge: cdn.maxAge };
        headers['x-toonmart-cache'] = 'MISS';
      }
      return writeHead(status, headers);
    }) as typeof res.writeHead;
    this.#capture(
      res,
      () => chunks,
      () => {
        if (!meta || !chunks || !key || generation !== this.#generation) return;
        this.#store(key, meta, Buffer.concat(chunks));
      },
    );
  }

  #capture(res: ServerResponse, target: () => Buffer[] | null, done: () => void): void {
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown) => {
      if (chunk && typeof chunk !== 'function') target()?.push(Buffer.from(chunk as Uint8Array));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk), write(chunk, ...rest))) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk);
      res.once('finish', done);
      return end(chunk, ...rest);
    }) as typeof res.end;
  }

  #store(key: string, meta: { status: number; headers: OutgoingHttpHeaders; tags: string[]; maxAge: number }, body: Buffer): void {
    delete meta.headers['content-length'];
    delete meta.headers['content-encoding'];
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    if (this.#kept.size >= MAX_ENTRIES * 4) this.#kept.clear();
    this.#kept.add(key);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    this.#entries.set(key, {
      status: meta.status,
      headers: meta.headers,
      body,
      etag,
      tags: meta.tags,
      expiresAt: Date.now() + meta.maxAge * 1000,
      encoded: new Map(),
    });
  }
}

/** Brotli or gzip only when the browser accepts it (q > 0), brotli first at equal weight; else the plain bytes. */
export function pickEncoding(accept: string | undefined, size: number): 'br' | 'gzip' | null {
  if (!accept || size < 1024) return null;
  const chosen = new Negotiator({ headers: { 'accept-encoding': accept } }).encoding(['br', 'gzip', 'identity'], ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Another spelling of a page's address: the browser is sent to the normal one, which alone is rendered and kept. */
function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { location, 'content-length': 0, 'cache-control': 'public, max-age=3600' });
  res.end();
}

function encoded(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  let body = entry.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : zlib.gzipSync(entry.body, { level: 9 });
    entry.encoded.set(encoding, body);
  }
  return body;
}

const HANDLE = Symbol.for('toonmart.edge-cache');

/** The process's edge cache, shared by server/index.mjs and the bundled app (two copies of this module). */
export function edgeCache(): EdgeCache | undefined {
  return (globalThis as { [HANDLE]?: EdgeCache })[HANDLE];
}

export function installEdgeCache(sessionCookie: string): EdgeCache {
  const cache = new EdgeCache(sessionCookie);
  (globalThis as { [HANDLE]?: EdgeCache })[HANDLE] = cache;
  return cache;
}
