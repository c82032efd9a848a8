import type { BlockList } from 'node:net';
import { clientIp, proxyList } from './client-ip.ts';
import { config } from '#/server/config/config.ts';
import type { ProxyHeader } from './forwarded-hops.ts';

/** TRUSTED_PROXIES: addresses or CIDR ranges, IPv4 or IPv6; TRUSTED_PROXY_HEADER: the header they write. */
const proxies = proxyList(config.trustedProxies);

/**
 * The client's address of an Astro request, for rate limits, sessions, download logs
 * and geolocation: the one place the proxy header is read (only through trusted proxies).
 * Astro's `clientAddress` throws where there is no socket (prerendering), hence the try.
 */
export function requestIp(context: { request: Request; clientAddress?: string }, trusted: BlockList = proxies, header: ProxyHeader = config.proxyHeader): string {
  let peer = '';
  try {
    peer = context.clientAddress ?? '';
  } catch {
    // no socket address
  }
  return clientIp(peer, context.request.headers.get(header), trusted, header) || 'unknown';
}
