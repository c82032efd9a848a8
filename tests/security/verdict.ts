/**
 * How the authorisation matrix reads an answer. Returns null when the answer
 * agrees with the policy, else why it does not.
 *
 * Allowed: no 5xx, no 401/403, and a page is not sent away to sign in ('/',
 * '/login…', '…#sign-in'); any other answer (200, 400 for an empty body, 404 for a
 * dummy id, a redirect elsewhere) shows the request passed the guard.
 * Denied: an API (any endpoint) answers 401 when signed out and 403 when signed
 * in, as JSON `{ error: { code } }` (or the spec's `{ success: false, message }` of the
 * login calls); a page redirects (3xx, no HTML) — to '/'
 * exactly under /admin and /contributor.
 */
export type Answer = { status: number; location: string | null; contentType: string; body: string };
export type Case = { kind: 'page' | 'endpoint'; path: string; allowed: boolean; signedIn: boolean };

const isArea = (path: string) => /^\/(admin|contributor)(\/|$)/.test(path);
const locationPath = (location: string) => new URL(location, 'http://store.invalid').pathname;
const toSignIn = (location: string) => {
  const url = new URL(location, 'http://store.invalid');
  return url.pathname === '/' || url.pathname === '/login' || url.hash === '#sign-in';
};

function judgeAllowed(c: Case, a: Answer): string | null {
  if (a.status === 401 || a.status === 403) return `allowed but answered ${a.status}`;
  if (c.kind === 'page' && a.status >= 300 && a.status < 400 && a.location && toSignIn(a.location) && locationPath(a.location) !== locationPath(c.path)) {
    return `allowed but sent to ${a.location}`;
  }
  return null;
}

function judgeDenied(c: Case, a: Answer): string | null {
  if (c.kind === 'endpoint') {
    const expected = c.signedIn ? 403 : 401;
    if (a.status !== expected) return `denied: expected ${expected}, got ${a.status}`;
    if (!a.contentType.includes('application/json')) return `denied answer is ${a.contentType}, not JSON`;
    try {
      // The store's error shape, or the spec's login failure shape ({ success: false, message }).
      const body = JSON.parse(a.body) as { error?: { code?: unknown }; success?: unknown; message?: unknown };
      if (typeof body.error?.code === 'string') return null;
      return body.success === false && typeof body.message === 'string' ? null : 'denied answer has no error.code';
    } catch {
      return 'denied answer is not JSON';
    }
  }
  if (a.status < 300 || a.status >= 400 || !a.location) return `denied page: expected a redirect, got ${a.status}`;
  if (/<html|<!doctype/i.test(a.body)) return 'denied page sent HTML with its redirect';
  if (isArea(c.path) && locationPath(a.location) !== '/') return `denied area page: expected a redirect to '/', got ${a.location}`;
  return null;
}

export function judge(c: Case, a: Answer): string | null {
  if (a.status >= 500) return `server error ${a.status}`;
  return c.allowed ? judgeAllowed(c, a) : judgeDenied(c, a);
}
