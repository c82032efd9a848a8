/**
 * The one reading of a request's address for the shared page cache. The cache key must be exactly the
 * route Astro renders, so a read (GET/HEAD) reaches Astro only in one spelling of its path, and that
 * spelling is the key:
 *   - normal: the path is already in normal form; `url` (the path and the canonical query) is both
 *     what Astro is given and the cache key.
 *   - redirect: another spelling of a normal path (`//x`, `/a/../x`, `/x/`, `/%78`, `\x`): answered
 *     301 to the normal one, never rendered.
 *   - opaque: an address that has no safe normal form (encoded slashes, broken escapes, absolute form):
 *     Astro answers it as it is and the cache neither serves nor keeps it.
 * Tracking parameters are dropped from the query before Astro sees it, so no page can echo them to the
 * next visitor. Letter case is kept: Astro's routes and the tokens in some paths are case-sensitive.
 */
export type Target = { kind: 'normal'; url: string } | { kind: 'redirect'; location: string } | { kind: 'opaque' };

/** Campaign and click identifiers: the same page whatever their value, and never shown on it. */
export const TRACKING_PARAMETER = /^(utm_[a-z0-9_]*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|mc_cid|mc_eid|_ga|_gl|ref)$/i;

/** RFC 3986 unreserved characters: an escape of one of them is the same address written differently. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** Characters a path segment holds as they are (pchar without the percent sign). */
const PCHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;
/** Escapes that would change where the path splits or hold control bytes: no spelling of them is safe to pick. */
const AMBIGUOUS = /%(2F|5C|[01][0-9A-F]|7F)/;

/** One segment in canonical form: unreserved escapes decoded, other escapes in upper case, the rest escaped. Null if unreadable. */
function canonicalSegment(segment: string): string | null {
  let out = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (c === '%') {
      const hex = segment.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
      const decoded = String.fromCharCode(parseInt(hex, 16));
      out += UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
      i += 2;
    } else if (PCHAR.test(c)) out += c;
    else if (c.charCodeAt(0) > 0x20 && c.charCodeAt(0) < 0x7f) out += `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
    else return null;
  }
  return AMBIGUOUS.test(out) ? null : out;
}

/** The normal form of a path: one leading slash, no empty or dot segments, no trailing slash, canonical escapes. */
export function normalPath(path: string): string | null {
  const segments: string[] = [];
  // Browsers and WHATWG URL parsers read a backslash in an http path as a slash.
  for (const raw of path.replaceAll('\\', '/').split('/')) {
    const segment = canonicalSegment(raw);
    if (segment === null) return null;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The query as the page reads it: decoded, tracking parameters out (unless `keepTracking`), sorted by name, one encoding. */
export function canonicalQuery(query: string, keepTracking = false): string | null {
  try {
    decodeURIComponent(query.replaceAll('+', ' '));
  } catch {
    return null;
  }
  const params = [...new URLSearchParams(query)].filter(([name]) => keepTracking || !TRACKING_PARAMETER.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(params).toString();
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** What the edge does with the request target of a read (GET or HEAD). */
export function readTarget(raw: string): Target {
  if (!raw.startsWith('/') || raw.includes('#')) return { kind: 'opaque' };
  const at = raw.indexOf('?');
  const path = at < 0 ? raw : raw.slice(0, at);
  const query = at < 0 ? '' : raw.slice(at + 1);
  const normal = normalPath(path);
  const kept = canonicalQuery(query);
  if (normal === null || kept === null) return { kind: 'opaque' };
  if (normal !== path) return { kind: 'redirect', location: withQuery(normal, canonicalQuery(query, true) ?? '') };
  return { kind: 'normal', url: withQuery(normal, kept) };
}

/** The cache key of a normal request target: the URL Astro is given. Anything else has none. */
export function cacheKey(raw: string): string | null {
  const target = readTarget(raw);
  return target.kind === 'normal' ? target.url : null;
}
