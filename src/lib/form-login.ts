import { afterLogin, withSocialMarker } from './session-rules.ts';
import { safeRedirect } from './safe-redirect.ts';

/**
 * Where the header's sign-in modal (a plain form post, no JavaScript) sends the
 * browser with its 303. Pure: the endpoint is src/pages/api/auth/login/form.ts.
 */
export type FormLoginError = 'credentials' | 'rate-limited';

/** Pages that carry their own sign-in form get a plain "Sign in" link, not a second form in a popover. */
const OWN_SIGN_IN_FORM = new Set(['/login', '/register', '/recover-account', '/customize']);

export function offersSignInModal(pathname: string): boolean {
  return !OWN_SIGN_IN_FORM.has(pathname.replace(/\/+$/, '') || '/');
}

/**
 * Success: the same rules as the script forms (src/lib/session-rules.ts afterLogin):
 * home from /recover-account, the page's own `next` from /login and /register, else
 * back to (a reload of) the page. The `#signed-in` marker makes the landing page
 * load the session keeper, which asks the server for the user and stores the
 * encrypted copy: a prerendered page cannot render `#initial-user` itself.
 */
export function formLoginSuccessTarget(next: string | null | undefined): string {
  const url = sameSite(next);
  const target = afterLogin(url.pathname, url.searchParams.get('next'));
  const landing = target.kind === 'assign' ? sameSite(target.href) : url;
  return withSocialMarker(`${landing.pathname}${landing.search}`);
}

/** Parsed as the browser will (a fragment dropped), on a placeholder origin: only path and query are kept. */
function sameSite(path: string | null | undefined): URL {
  return new URL(safeRedirect(path) ?? '/', 'http://same.site');
}

/** Failure: the sign-in page shows the message and keeps where the visitor was going. */
export function formLoginFailureTarget(next: string | null | undefined, error: FormLoginError): string {
  const params = new URLSearchParams({ error, next: safeRedirect(next) ?? '/' });
  return `/login?${params.toString()}`;
}

/** The messages of /login for `?error=`; a social login failure reads like a wrong password. */
export function loginErrorMessage(error: string | null): string | null {
  if (error === 'credentials' || error === 'social') return 'Invalid credentials';
  if (error === 'rate-limited') return 'Too many sign-in attempts. Please try again later.';
  return null;
}
