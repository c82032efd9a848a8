import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheKey, readTarget } from './request-target.ts';

describe('the normal form of a request target', () => {
  it('sends other spellings of a path to its one normal form (the review\'s cases first)', () => {
    const cases: [string, string][] = [
      ['//tutorials', '/tutorials'],
      ['//artists/cartoon-characters', '/artists/cartoon-characters'],
      ['/cartoon-characters/', '/cartoon-characters'],
      ['/./tutorials', '/tutorials'],
      ['/x/../tutorials', '/tutorials'],
      ['/%2e%2E/tutorials', '/tutorials'],
      ['/%74utorials', '/tutorials'],
      ['/tutorials\\', '/tutorials'],
      ['/\\tutorials', '/tutorials'],
      ['/a%c3%a9', '/a%C3%A9'],
      ['/a"b', '/a%22b'],
      ['//', '/'],
    ];
    for (const [raw, normal] of cases) expect(readTarget(raw), raw).toEqual({ kind: 'redirect', location: normal });
  });

  it('keeps the query (tracking included) through a redirect, in its canonical spelling', () => {
    expect(readTarget('//tutorials?utm_source=mail&b=2&a=1')).toEqual({ kind: 'redirect', location: '/tutorials?a=1&b=2&utm_source=mail' });
  });

  it('gives a normal path to Astro as it is, and its query without tracking parameters, sorted', () => {
    expect(readTarget('/')).toEqual({ kind: 'normal', url: '/' });
    expect(readTarget('/?')).toEqual({ kind: 'normal', url: '/' });
    expect(readTarget('/cartoon-characters?type=pirate&q=cat&utm_source=mail&FBCLID=1&ref=x')).toEqual({ kind: 'normal', url: '/cartoon-characters?q=cat&type=pirate' });
    expect(readTarget('/cartoon-characters?q=a%20b&q=c+d')).toEqual({ kind: 'normal', url: '/cartoon-characters?q=a+b&q=c+d' });
    // Letter case is part of the route (Astro's routes and share tokens are case-sensitive): kept, never folded.
    expect(readTarget('/Tutorials')).toEqual({ kind: 'normal', url: '/Tutorials' });
    expect(readTarget('/collections/AbC_x-9')).toEqual({ kind: 'normal', url: '/collections/AbC_x-9' });
  });

  it('leaves addresses without a safe normal form to Astro, outside the cache', () => {
    for (const raw of ['/a%2Fb', '/a%5cb', '/a%zz', '/a%00', '/x?q=%zz', '/x?q=%E0%A4%A', 'http://evil.example/', '*', '/a#b']) {
      expect(readTarget(raw), raw).toEqual({ kind: 'opaque' });
      expect(cacheKey(raw)).toBeNull();
    }
  });
});

/** One address segment and every way of spelling it the same: unreserved characters escaped or not, hex in either case. */
const segment = fc.stringMatching(/^[a-zA-Z0-9\-_~:@é]{1,6}$/);
const hex = (byte: number) => `%${byte.toString(16).padStart(2, '0')}`;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

function spell(text: string, escapes: boolean[], upper: boolean): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte, i) => {
      const c = String.fromCharCode(byte);
      const escaped = byte > 0x7f || (UNRESERVED.test(c) && escapes[i % escapes.length]);
      return !escaped ? c : upper ? hex(byte).toUpperCase() : hex(byte);
    })
    .join('');
}

/** The route a reader means by the segments: what the normal form must be, whatever the spelling. */
const meant = (segments: string[]) => `/${segments.map((s) => spell(s, [false], true)).join('/')}`;

const spelling = fc.record({
  segments: fc.array(segment, { maxLength: 4 }),
  escapes: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
  upper: fc.boolean(),
  separators: fc.array(fc.constantFrom('/', '//', '\\', '/./', '/%2e/', '/x/../', '/x/%2E%2e/', '/.//', '/x/y/../%2e%2E/'), { minLength: 1, maxLength: 4 }),
  trailing: fc.constantFrom('', '/', '//', '/.', '\\'),
  query: fc.array(fc.tuple(fc.constantFrom('q', 'type', 'page', 'utm_source', 'utm_campaign', 'ref', 'fbclid', 'gclid', 'msclkid', 'Q'), fc.string({ maxLength: 5 })), { maxLength: 4 }),
});
type Spelling = typeof spelling extends fc.Arbitrary<infer T> ? T : never;

function raw(s: Spelling): string {
  const path = s.segments.map((seg, i) => `${s.separators[i % s.separators.length]}${spell(seg, s.escapes, s.upper)}`).join('');
  const query = new URLSearchParams(s.query).toString();
  return `${path.startsWith('/') ? '' : '/'}${path}${s.trailing}${query ? `?${query}` : ''}`;
}

describe('the normal form, for generated spellings (fast-check)', () => {
  it('is the route the segments mean, reached directly or through one redirect; tracking never reaches the page', () => {
    fc.assert(
      fc.property(spelling, (s) => {
        const target = readTarget(raw(s));
        expect(target.kind).not.toBe('opaque');
        const url = target.kind === 'redirect' ? readTarget(target.location) : target;
        expect(url.kind).toBe('normal');
        if (url.kind !== 'normal') return;
        const [path, query = ''] = url.url.split('?');
        expect(path).toBe(meant(s.segments));
        const names = [...new URLSearchParams(query).keys()];
        expect(names.filter((n) => /^(utm_|ref$|fbclid|gclid|msclkid)/i.test(n))).toEqual([]);
        expect(names).toEqual([...names].sort());
      }),
      { numRuns: 500 },
    );
  });

  it('is a fixed point: a normal target reads as itself, and a redirect never leads to another redirect or off the site', () => {
    const anything = fc.string({ unit: fc.constantFrom('/', '.', '%', '2', 'e', 'F', 'a', 'A', '\\', '?', '&', '=', 'é', '~', '+', ' ', '#', 'c') });
    fc.assert(
      fc.property(anything, (text) => {
        const target = readTarget(`/${text}`);
        if (target.kind === 'normal') expect(readTarget(target.url)).toEqual(target);
        if (target.kind === 'redirect') {
          expect(target.location).toMatch(/^\/(?![/\\])/);
          expect(readTarget(target.location).kind).toBe('normal');
        }
      }),
      { numRuns: 2000 },
    );
  });
});
