import { describe, expect, it } from 'vitest';
import { formLoginFailureTarget, formLoginSuccessTarget, loginErrorMessage, offersSignInModal } from './form-login.ts';
import { safeRedirect } from './safe-redirect.ts';

describe('form login: where the 303 goes', () => {
  it('goes back to the page the visitor was on, with the signed-in marker', () => {
    expect(formLoginSuccessTarget('/blogs/shape-language')).toBe('/blogs/shape-language#signed-in');
    expect(formLoginSuccessTarget('/cartoon-characters?type=animal&page=2')).toBe('/cartoon-characters?type=animal&page=2#signed-in');
  });

  it('goes home from /recover-account and follows the own next of /login and /register', () => {
    expect(formLoginSuccessTarget('/recover-account?token=abc')).toBe('/#signed-in');
    expect(formLoginSuccessTarget('/login?next=%2Faccount')).toBe('/account#signed-in');
    expect(formLoginSuccessTarget('/register')).toBe('/#signed-in');
  });

  it('never leaves the site and drops a fragment of its own', () => {
    for (const next of ['https://evil.test/', '//evil.test/x', '/\\evil.test', '/\t/evil.test', 'evil', '', null, undefined]) {
      expect(formLoginSuccessTarget(next)).toBe('/#signed-in');
    }
    expect(formLoginSuccessTarget('/login?next=//evil.test')).toBe('/#signed-in');
    expect(formLoginSuccessTarget('/faq#pricing')).toBe('/faq#signed-in');
  });

  it('sends a failure to /login with the error and an encoded, safe next', () => {
    expect(formLoginFailureTarget('/blogs/a?b=1', 'credentials')).toBe('/login?error=credentials&next=%2Fblogs%2Fa%3Fb%3D1');
    expect(formLoginFailureTarget('//evil.test', 'rate-limited')).toBe('/login?error=rate-limited&next=%2F');
  });
});

describe('sign-in page messages and the modal', () => {
  it('names the error of ?error= without telling unknown email from wrong password', () => {
    expect(loginErrorMessage('credentials')).toBe('Invalid credentials');
    expect(loginErrorMessage('social')).toBe('Invalid credentials');
    expect(loginErrorMessage('rate-limited')).toMatch(/too many/i);
    expect(loginErrorMessage('other')).toBeNull();
    expect(loginErrorMessage(null)).toBeNull();
  });

  it('offers the modal except on pages with their own sign-in form', () => {
    expect(offersSignInModal('/blogs/shape-language')).toBe(true);
    expect(offersSignInModal('/')).toBe(true);
    expect(offersSignInModal('/login')).toBe(false);
    expect(offersSignInModal('/recover-account/')).toBe(false);
    expect(offersSignInModal('/customize')).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('refuses control characters that browsers strip into "//host"', () => {
    expect(safeRedirect('/\t/evil.test')).toBeNull();
    expect(safeRedirect('/\n/evil.test')).toBeNull();
    expect(safeRedirect('/blogs/a')).toBe('/blogs/a');
  });
});
