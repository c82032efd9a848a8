/**
 * The one check of a redirect target taken from a request or a form (`next=`, the demo payment's
 * `success`/`cancel`, a social sign-in's return): a path on this site, or null.
 * - It starts with one "/" not followed by "/" or "\" ("//host" and "/\host" are other sites to a browser).
 * - Printable ASCII only: a Location header carries bytes, so "/Āx" cannot be sent as it is (the server
 *   threw after the payment was confirmed), and control characters are dropped by URL parsers, so
 *   "/\t/host" would become "//host".
 * - A URL parser must read it as a path of the same origin.
 */
const SITE = 'http://same.site';

export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(value)) return null;
  return URL.canParse(value, SITE) && new URL(value, SITE).origin === SITE ? value : null;
}
