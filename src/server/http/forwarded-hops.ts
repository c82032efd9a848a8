import { isIP } from 'node:net';
import parseForwarded from 'forwarded-parse';

/**
 * The hops a proxy header lists, oldest first, each as an address or null. Which header is read is the
 * deploy's choice (TRUSTED_PROXY_HEADER): a proxy sanitises only the header it writes, so reading the
 * other would take a client's word for its address.
 */
export type ProxyHeader = 'x-forwarded-for' | 'forwarded';

const V4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;

/**
 * One hop as an address: `ip`, `ip:port`, `[v6]`, `[v6]:port`, `::ffff:v4` (read as the v4 address).
 * Null for `unknown`, an obfuscated identifier (`_hidden`) and anything else: the hop is not known.
 */
export function hopAddress(value: string): string | null {
  let text = value.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = BRACKETED.exec(text);
  if (bracketed) {
    if (isIP(bracketed[1]!) !== 6) return null;
    text = bracketed[1]!;
  } else text = V4_WITH_PORT.exec(text)?.[1] ?? text;
  const lower = text.toLowerCase();
  if (lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4) return lower.slice(7);
  return isIP(lower) ? lower : null;
}

/** A Forwarded header's elements (RFC 7239), split on the commas outside quoted strings. */
function forwardedElements(header: string): string[] {
  const elements: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < header.length; i++) {
    const c = header[i]!;
    if (quoted && c === '\\') {
      current += c + (header[++i] ?? '');
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (c === ',' && !quoted) {
      elements.push(current);
      current = '';
    } else current += c;
  }
  return [...elements, current];
}

/** The `for=` of one element; an element that does not parse names no address. */
function forwardedFor(element: string): string | null {
  try {
    const [pairs] = parseForwarded(element.trim());
    return pairs?.for === undefined ? null : hopAddress(pairs.for);
  } catch {
    return null;
  }
}

export function forwardingHops(header: string, kind: ProxyHeader): (string | null)[] {
  return kind === 'forwarded' ? forwardedElements(header).map(forwardedFor) : header.split(',').map(hopAddress);
}
