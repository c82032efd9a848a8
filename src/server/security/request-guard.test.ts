import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './private-pages.ts';
import { refuseRequest, unreadableAddress } from './request-guard.ts';

const SITE = 'http://localhost:4321';
const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  refuseRequest({ method, url: new URL(path, SITE), headers: new Headers(headers), signedIn: true, allowedOrigins: [SITE] });

describe('the address parser', () => {
  it('refuses NUL and control bytes and broken percent-encoding, in any query or path', () => {
    for (const bad of ['/cartoon-characters?q=%00', '/admin/users?q=a%00b', '/x?q=%01', '/x?q=%E0%A4%A', '/x?q=100%', '/blogs/%00']) {
      expect(unreadableAddress(new URL(bad, SITE)), bad).toBe(true);
    }
  });

  it('lets ordinary searches through, accents and symbols included', () => {
    for (const good of ['/cartoon-characters?q=caf%C3%A9+dog', '/x?q=100%25', '/x?q=a%26b&page=2', '/blogs/topic/careers', '/x?q=%E2%9C%93']) {
      expect(unreadableAddress(new URL(good, SITE)), good).toBe(false);
    }
  });

  it('draws the control-byte line where it was: tab, newline and carriage return pass, the other C0 bytes do not', () => {
    for (const ok of ['/x?q=a%09b', '/x?q=a%0Ab', '/x?q=a%0Db', '/x?q=%20', '/x?q=%7F']) expect(unreadableAddress(new URL(ok, SITE)), ok).toBe(false);
    for (const bad of ['/x?q=%08', '/x?q=%0B', '/x?q=%0C', '/x?q=%0E', '/x?q=%1F']) expect(unreadableAddress(new URL(bad, SITE)), bad).toBe(true);
  });

  it('answers 400 BAD_REQUEST for such an address', () => {
    expect(request('/cartoon-characters?q=%00')).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });
});

describe('state-changing GETs', () => {
  it('refuse logout sent from another site, by Origin or Sec-Fetch-Site', () => {
    expect(request('/api/auth/logout', { 'sec-fetch-site': 'cross-site' })).toMatchObject({ status: 403, code: 'CROSS_ORIGIN' });
    expect(request('/api/auth/logout', { origin: 'https://evil.example' })?.status).toBe(403);
    expect(request('/api/auth/logout', { 'sec-fetch-site': 'same-site' })?.status).toBe(403);
  });

  it('allow logout from the store itself and from non-browser clients', () => {
    expect(request('/api/auth/logout', { 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(request('/api/auth/logout', { origin: SITE })).toBeNull();
    expect(request('/api/auth/logout')).toBeNull();
    expect(request('/cartoon-characters', { 'sec-fetch-site': 'cross-site' })).toBeNull();
  });
});

describe('private caching of personal pages', () => {
  it('marks every HTML page of a signed-in visitor and the personal areas private, no-store', () => {
    expect(cacheControlFor({ pathname: '/cartoon-characters', signedIn: true, contentType: 'text/html; charset=utf-8' })).toBe('private, no-store');
    expect(cacheControlFor({ pathname: '/account/orders', signedIn: false, contentType: 'text/html' })).toBe('private, no-store');
    expect(cacheControlFor({ pathname: '/cartoon-characters', signedIn: false, contentType: 'text/html' })).toBeNull();
    expect(cacheControlFor({ pathname: '/account', signedIn: true, contentType: 'application/json' })).toBeNull();
  });
});
