import type { BlockList } from 'node:net';
import { clientIp, proxyList } from './client-ip.ts';
import { config } from './config.ts';

/** TRUSTED_PROXIES: addresses or CIDR ranges, IPv4 or IPv6. */
const proxies = proxyList(config.trustedProxies);

/**
 * The client's address of an Astro request, for rate limits, sessions, download logs
 * and geolocation: the one place X-Forwarded-For is read (only through trusted proxies).
 * Astro's `clientAddress` throws where there is no socket (prerendering), hence the try.
 */
export function requestIp(context: { request: Request; clientAddress?: string }, trusted: BlockList = proxies): string {
  let peer = '';
  try {
    peer = context.clientAddress ?? '';
  } catch {
    // no socket address
  }
  return clientIp(peer, context.request.headers.get('x-forwarded-for'), trusted) || 'unknown';
}
