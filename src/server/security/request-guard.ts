import type { ErrorCode } from '#/server/errors/catalogue.ts';
import { refuseBody } from './body-limit.ts';

/**
 * The middleware's security decisions about a request, as pure functions: body size
 * and encoding, unreadable input in the address (NUL bytes, broken percent-encoding)
 * and state-changing GETs sent from another site. Each answers null (go on) or the refusal.
 */
export type RequestFacts = {
  method: string;
  url: URL;
  headers: Headers;
  signedIn: boolean;
  allowedOrigins: string[];
};
export type Refusal = { status: number; code: ErrorCode; message: string };

/** GET routes that change state; the spec keeps logout a GET, so it is refused when another site sends it. */
export const STATE_CHANGING_GETS = new Set(['/api/auth/logout']);

export const INVALID_ADDRESS = 'The address contains characters the store cannot read. Check the link and try again.';

/**
 * C0 control characters other than tab, newline and carriage return: never part of a real address or search.
 * One regular expression over the decoded address (a server island's address carries kilobytes of encrypted
 * props: splitting it into an array of characters per request showed in the island's profile).
 */
// eslint-disable-next-line no-control-regex -- matching control bytes is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** The one parser of the address: every query value and path segment must decode, without NUL or other control bytes. */
export function unreadableAddress(url: URL): boolean {
  try {
    const raw = url.pathname + url.search;
    if (CONTROL.test(decodeURIComponent(raw.replaceAll('+', ' ')))) return true;
    for (const [key, value] of url.searchParams) if (key.includes('\u0000') || value.includes('\u0000') || value.includes('\uFFFD')) return true;
    return false;
  } catch {
    return true;
  }
}

export function isCrossSite(headers: Headers, allowedOrigins: string[]): boolean {
  const origin = headers.get('origin');
  if (origin) return origin === 'null' || !allowedOrigins.includes(origin);
  const site = headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

export function refuseRequest(facts: RequestFacts): Refusal | null {
  const h = facts.headers;
  const body = refuseBody({ method: facts.method, contentType: h.get('content-type'), contentLength: h.get('content-length'), contentEncoding: h.get('content-encoding'), signedIn: facts.signedIn });
  if (body) return body;
  if (unreadableAddress(facts.url)) return { status: 400, code: 'BAD_REQUEST', message: INVALID_ADDRESS };
  if (facts.method.toUpperCase() === 'GET' && STATE_CHANGING_GETS.has(facts.url.pathname) && isCrossSite(h, facts.allowedOrigins)) {
    return { status: 403, code: 'CROSS_ORIGIN', message: 'Another site cannot sign you out. Use the store’s own Log out button.' };
  }
  return null;
}
