import { describe, expect, it } from 'vitest';
import { signInAgainHref } from './signed-out.ts';

describe('signInAgainHref', () => {
  it('leads back to the page the visitor was on', () => {
    expect(signInAgainHref('/account/downloads')).toBe('/login?next=%2Faccount%2Fdownloads');
    expect(signInAgainHref('/cartoon-characters?tags=cute')).toBe('/login?next=%2Fcartoon-characters%3Ftags%3Dcute');
  });
  it('is the plain sign-in page for the home page, nothing, or another site', () => {
    expect(signInAgainHref('/')).toBe('/login');
    expect(signInAgainHref(null)).toBe('/login');
    expect(signInAgainHref('//evil.test/x')).toBe('/login');
    expect(signInAgainHref('https://evil.test')).toBe('/login');
  });
});
