import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EdgeCache } from './edge-cache.ts';

/**
 * The edge cache in front of a stand-in for Astro that routes the way Astro does (the request target
 * appended to the origin, empty segments skipped, escapes decoded) and echoes every query parameter
 * into the page, as a `next=` link would. Whatever addresses a stranger asks for first, every
 * visitor of a page must then get that page's own render.
 */
function render(target: string): string {
  const url = new URL(`http://store.test${target}`);
  const route = url.pathname.split('/').filter(Boolean).map(decodeURIComponent).join('/');
  return `<main>route=/${route} query=${url.search}</main>`;
}

let edge: EdgeCache;
let origin = '';
let server: http.Server;
beforeAll(async () => {
  edge = new EdgeCache('tm_session');
  server = http.createServer((req, res) => {
    edge.serve(req, res, () => {
      edge.record(req, res);
      res.writeHead(200, { 'content-type': 'text/html', 'cdn-cache-control': 'max-age=300' });
      res.end(render(req.url ?? '/'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** A GET with the request target exactly as given (fetch would tidy it first). */
function get(target: string): Promise<{ status: number; location?: string; body: string }> {
  const [host, port] = origin.split(':');
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port: Number(port), path: target, method: 'GET', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The pages a visitor opens: the home page, listings, an artist named like a top-level route, a search. */
const VICTIMS = ['/', '/tutorials', '/cartoon-characters', '/artists/cartoon-characters', '/cartoon-characters?q=cat', '/cartoon-characters?page=2&q=cat'];

/** An address made from a victim by the spellings the review tried, plus tracking parameters. */
const attack = fc
  .record({
    victim: fc.constantFrom(...VICTIMS),
    lead: fc.constantFrom('', '/', '//', '/./', '/x/../', '\\', '/%2e/'),
    escape: fc.boolean(),
    upper: fc.boolean(),
    trailing: fc.constantFrom('', '/', '//', '/.', '/..'),
    tracking: fc.array(fc.tuple(fc.constantFrom('utm_source', 'utm_campaign', 'ref', 'fbclid', 'gclid', 'msclkid'), fc.stringMatching(/^[a-z<"]{1,6}$/)), { maxLength: 2 }),
    extra: fc.constantFrom('', 'q=dog', 'Q=cat', 'page=2'),
  })
  .map((a) => {
    const [path = '/', query = ''] = a.victim.split('?');
    let spelled = a.escape ? path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`) : path;
    if (a.upper) spelled = spelled.replace(/%[0-9a-f]{2}/, (e) => e.toUpperCase()).replace(/^\/a/, '/A');
    const params = new URLSearchParams(query);
    for (const [name, value] of a.tracking) params.append(name, value);
    if (a.extra) params.append(...(a.extra.split('=') as [string, string]));
    const search = params.toString();
    return `${a.lead}${spelled}${a.trailing}`.replace(/^(?!\/)/, '/') + (search ? `?${search}` : '');
  });

describe('edge cache: a stranger cannot choose what another visitor gets (fast-check)', () => {
  it('serves every page as a fresh render of its own address after any addresses asked first', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(attack, { minLength: 1, maxLength: 3 }), async (attacks) => {
        edge.invalidate();
        for (const target of attacks) {
          const answer = await get(target);
          if (answer.status === 301) expect(answer.location).toMatch(/^\/(?![/\\])/);
          else expect(answer.body).not.toMatch(/utm_|ref=|fbclid|gclid|msclkid/);
        }
        for (const victim of VICTIMS) expect((await get(victim)).body, `${victim} after ${attacks.join(' ')}`).toBe(render(victim));
      }),
      { numRuns: 150 },
    );
  });

  it('never answers the review\'s two attacks with another page', async () => {
    edge.invalidate();
    expect(await get('//tutorials')).toMatchObject({ status: 301, location: '/tutorials' });
    expect((await get('/')).body).toBe(render('/'));
    expect(await get('//artists/cartoon-characters')).toMatchObject({ status: 301, location: '/artists/cartoon-characters' });
    expect((await get('/cartoon-characters')).body).toBe(render('/cartoon-characters'));
    await get('/tutorials?utm_source=mail&ref=x');
    expect((await get('/tutorials')).body).toBe(render('/tutorials'));
  });
});
