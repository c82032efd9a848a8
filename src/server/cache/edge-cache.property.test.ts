import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, respelled } from '#test-support/address-spellings.ts';
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
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** The pages a visitor opens: the home page, listings, an artist named like a top-level route, a search. */
const VICTIMS = ['/', '/tutorials', '/cartoon-characters', '/artists/cartoon-characters', '/cartoon-characters?q=cat', '/cartoon-characters?page=2&q=cat'];

const attack = respelled(VICTIMS);

describe('edge cache: a stranger cannot choose what another visitor gets (fast-check)', () => {
  it('serves every page as a fresh render of its own address after any addresses asked first', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(attack, { minLength: 1, maxLength: 3 }), async (attacks) => {
        edge.invalidate();
        for (const target of attacks) {
          const answer = await rawGet(origin, target);
          if (answer.status === 301) expect(answer.location).toMatch(/^\/(?![/\\])/);
          // A page the cache keeps or serves never holds a tracking value; an address it leaves alone is nobody else's page.
          if (answer.cache) expect(answer.body).not.toMatch(/utm_|ref=|fbclid|gclid|msclkid/);
        }
        for (const victim of VICTIMS) expect((await rawGet(origin, victim)).body, `${victim} after ${attacks.join(' ')}`).toBe(render(victim));
      }),
      { numRuns: 150 },
    );
  });

  it('never answers the review\'s two attacks with another page', async () => {
    edge.invalidate();
    expect(await rawGet(origin, '//tutorials')).toMatchObject({ status: 301, location: '/tutorials' });
    expect((await rawGet(origin, '/')).body).toBe(render('/'));
    expect(await rawGet(origin, '//artists/cartoon-characters')).toMatchObject({ status: 301, location: '/artists/cartoon-characters' });
    expect((await rawGet(origin, '/cartoon-characters')).body).toBe(render('/cartoon-characters'));
    await rawGet(origin, '/tutorials?utm_source=mail&ref=x');
    expect((await rawGet(origin, '/tutorials')).body).toBe(render('/tutorials'));
  });
});
