/**
 * Pages that show one person's data must never be stored by a browser's or a proxy's
 * cache: a shared computer's back button or a misconfigured CDN would hand them to the
 * next person. One rule for all: every HTML page rendered for a signed-in visitor, and
 * the personal areas whoever asks, answer `Cache-Control: private, no-store`.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

const PERSONAL_AREAS = ['/account', '/checkout', '/admin', '/contributor', '/cart', '/notifications', '/recover-account', '/unlock-account'];

export function isPersonalPage(pathname: string): boolean {
  return PERSONAL_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

export function cacheControlFor(input: { pathname: string; signedIn: boolean; contentType: string | null }): string | null {
  if (!(input.contentType ?? '').startsWith('text/html')) return null;
  return input.signedIn || isPersonalPage(input.pathname) ? PRIVATE_NO_STORE : null;
}

/** Applies the rule to a rendered answer (headers of a streamed page are still writable here). */
export function withPrivateCaching(response: Response, pathname: string, signedIn: boolean): Response {
  const value = cacheControlFor({ pathname, signedIn, contentType: response.headers.get('content-type') });
  if (!value) return response;
  try {
    response.headers.set('cache-control', value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set('cache-control', value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
