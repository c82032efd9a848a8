import { describe, expect, it } from 'vitest';
import { isAnonymousRead, isPrivatePage, isSharedPage, parseCdnDirectives, publicCacheControl, withoutCookie } from './policy.ts';

describe('page cache policy', () => {
  it('serves only plain reads without the session cookie', () => {
    expect(isAnonymousRead('GET', undefined, 'toonmart_session')).toBe(true);
    expect(isAnonymousRead('HEAD', 'theme=dark; geo=FR', 'toonmart_session')).toBe(true);
    expect(isAnonymousRead('GET', 'theme=dark; toonmart_session=abc', 'toonmart_session')).toBe(false);
    expect(isAnonymousRead('POST', undefined, 'toonmart_session')).toBe(false);
  });

  it('shares the listing, search and character pages with signed-in visitors, nothing personal', () => {
    for (const url of [
      '/cartoon-characters',
      '/cartoon-characters?q=pirate&page=2',
      '/cartoon-characters/',
      '/cartoon-characters/forest-friends-set',
    ]) {
      expect(isSharedPage('GET', url)).toBe(true);
    }
    for (const url of ['/account', '/cartoon-characters-old', '/cartoon-characters/a/b', '/cart', '/_server-islands/CharacterBuyBox?p=x']) {
      expect(isSharedPage('GET', url)).toBe(false);
    }
    expect(isSharedPage('POST', '/cartoon-characters')).toBe(false);
  });

  it('never shares a character preview, which keeps its session cookie', () => {
    for (const url of ['/cartoon-characters/bolt-the-robot/preview', '/cartoon-characters/bolt-the-robot/preview/', '/cartoon-characters/x/preview?y=1']) {
      expect(isPrivatePage(url)).toBe(true);
      expect(isSharedPage('GET', url)).toBe(false);
    }
    for (const url of ['/cartoon-characters/preview', '/cartoon-characters/bolt-the-robot', '/cartoon-characters/a/previews']) expect(isPrivatePage(url)).toBe(false);
  });

  it('takes only the session cookie out of a Cookie header', () => {
    expect(withoutCookie('theme=dark; toonmart_session=abc; geo=FR', 'toonmart_session')).toBe('theme=dark; geo=FR');
    expect(withoutCookie('toonmart_session=abc', 'toonmart_session')).toBeUndefined();
    expect(withoutCookie('xtoonmart_session=1', 'toonmart_session')).toBe('xtoonmart_session=1');
    expect(withoutCookie(undefined, 'toonmart_session')).toBeUndefined();
  });

  it('reads the directives a page leaves for the edge', () => {
    expect(parseCdnDirectives('max-age=300, stale-while-revalidate=600')).toEqual({ maxAge: 300, swr: 600 });
    expect(parseCdnDirectives('')).toEqual({ maxAge: 0, swr: 0 });
    expect(publicCacheControl(300, 600)).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
    expect(publicCacheControl(300, 0)).toBe('public, max-age=0, s-maxage=300');
  });
});
