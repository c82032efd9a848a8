import { describe, expect, it } from 'vitest';
import { buildTitle, DEFAULT_TITLE, SITE_NAME, suppressesTitle } from './site.ts';

describe('buildTitle', () => {
  it('appends the store name to the page title', () => {
    expect(buildTitle('Pricing', '/pricing')).toBe('Pricing | Toonmart');
  });
  it('uses the short default title when a page gives none', () => {
    expect(buildTitle(undefined, '/somewhere')).toBe(`${DEFAULT_TITLE} | ${SITE_NAME}`);
    expect(buildTitle('   ', '/somewhere')).toBe(`${DEFAULT_TITLE} | ${SITE_NAME}`);
  });
  it('leaves the title alone on a suppressed path', () => {
    expect(buildTitle('Toonmart — characters', '/', ['/'])).toBe('Toonmart — characters');
    expect(buildTitle('Landing', '/campaign/spring', ['/campaign/'])).toBe('Landing');
  });
});

describe('suppressesTitle', () => {
  it('matches exact paths, ignoring a trailing slash', () => {
    expect(suppressesTitle('/x/', ['/x'])).toBe(true);
    expect(suppressesTitle('/xy', ['/x'])).toBe(false);
  });
  it('matches prefixes only for entries ending in a slash', () => {
    expect(suppressesTitle('/a/b', ['/a/'])).toBe(true);
    expect(suppressesTitle('/ab', ['/a/'])).toBe(false);
  });
});
