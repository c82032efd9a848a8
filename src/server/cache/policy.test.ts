import { describe, expect, it } from 'vitest';
import { cacheKey, isAnonymousRead, parseCdnDirectives, publicCacheControl } from './policy.ts';

describe('page cache policy', () => {
  it('serves only plain reads without the session cookie', () => {
    expect(isAnonymousRead('GET', undefined, 'toonmart_session')).toBe(true);
    expect(isAnonymousRead('HEAD', 'theme=dark; geo=FR', 'toonmart_session')).toBe(true);
    expect(isAnonymousRead('GET', 'theme=dark; toonmart_session=abc', 'toonmart_session')).toBe(false);
    expect(isAnonymousRead('POST', undefined, 'toonmart_session')).toBe(false);
  });

  it('keys equal pages alike: sorted query, no tracking parameters, no trailing slash', () => {
    expect(cacheKey('/cartoon-characters/?type=pirate&q=cat&utm_source=mail')).toBe('/cartoon-characters?q=cat&type=pirate');
    expect(cacheKey('/cartoon-characters?q=cat&type=pirate')).toBe('/cartoon-characters?q=cat&type=pirate');
    expect(cacheKey('/')).toBe('/');
  });

  it('reads the directives a page leaves for the edge', () => {
    expect(parseCdnDirectives('max-age=300, stale-while-revalidate=600')).toEqual({ maxAge: 300, swr: 600 });
    expect(parseCdnDirectives('')).toEqual({ maxAge: 0, swr: 0 });
    expect(publicCacheControl(300, 600)).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
  });
});
