import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EdgeCache, pickEncoding } from './edge-cache.ts';

type Page = { status: number; cacheable: boolean };

/** A store in miniature: the edge cache in front of a slow renderer that counts its renders. */
async function store(page: (url: string) => Page) {
  const edge = new EdgeCache('tm_session');
  let renders = 0;
  const server = http.createServer((req, res) => {
    edge.serve(req, res, () => {
      edge.record(req, res);
      renders++;
      const { status, cacheable } = page(req.url ?? '/');
      setTimeout(() => {
        const headers: http.OutgoingHttpHeaders = { 'content-type': 'text/html' };
        if (cacheable) headers['cdn-cache-control'] = 'max-age=300';
        res.writeHead(status, headers);
        res.end(`<p>render ${renders} of ${req.url}</p>`);
      }, 100);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { edge, url, renders: () => renders };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const visit = async (url: string, cookie?: string) => {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: await response.text(), cache: response.headers.get('x-toonmart-cache') };
};

describe('edge cache under a crowd', () => {
  it('renders a shared page once for twelve visitors arriving together, and serves them all the same bytes', async () => {
    const shop = await store(() => ({ status: 200, cacheable: true }));
    const answers = await Promise.all(Array.from({ length: 12 }, () => visit(`${shop.url}/cartoon-characters?q=pirate`)));
    expect(shop.renders()).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['<p>render 1 of /cartoon-characters?q=pirate</p>']));
    expect(answers.filter((a) => a.cache === 'HIT')).toHaveLength(11);
    expect(shop.edge.stats().coalesced).toBe(11);
  });

  it('renders for each waiting visitor when the page turns out not to be cacheable', async () => {
    const shop = await store(() => ({ status: 404, cacheable: false }));
    const answers = await Promise.all(Array.from({ length: 5 }, () => visit(`${shop.url}/cartoon-characters/nobody`)));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect(shop.renders()).toBe(5);
  });

  it('waits on a page it has kept before once that copy expires or is dropped', async () => {
    const shop = await store(() => ({ status: 200, cacheable: true }));
    await visit(`${shop.url}/blog-free-list`);
    shop.edge.invalidate();
    const answers = await Promise.all(Array.from({ length: 6 }, () => visit(`${shop.url}/blog-free-list`)));
    expect(shop.renders()).toBe(2);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('never makes a signed-in visitor of a personal page wait on, or get, the shared copy', async () => {
    const shop = await store(() => ({ status: 200, cacheable: true }));
    await Promise.all([
      visit(`${shop.url}/account`),
      visit(`${shop.url}/account`, 'tm_session=abc'),
      visit(`${shop.url}/account`, 'tm_session=def'),
    ]);
    expect(shop.renders()).toBe(3);
  });
});

describe('edge cache encodings', () => {
  it('honours Accept-Encoding weights: q=0 refuses an encoding, brotli first among equals', () => {
    expect(pickEncoding('gzip;q=0, br;q=0', 4096)).toBeNull();
    expect(pickEncoding('br;q=0, gzip', 4096)).toBe('gzip');
    expect(pickEncoding('gzip;q=1, br;q=0.5', 4096)).toBe('gzip');
    expect(pickEncoding('gzip, deflate, br, zstd', 4096)).toBe('br');
    expect(pickEncoding('*', 4096)).toBe('br');
    expect(pickEncoding('*;q=0, identity', 4096)).toBeNull();
    expect(pickEncoding('BR', 4096)).toBe('br');
    expect(pickEncoding(undefined, 4096)).toBeNull();
    expect(pickEncoding('br', 100)).toBeNull();
  });
});
