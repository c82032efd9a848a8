import { BlockList, isIP } from 'node:net';
import { forwardingHops, hopAddress, type ProxyHeader } from './forwarded-hops.ts';

/** A list of trusted proxies (addresses or CIDR ranges, IPv4 or IPv6) from TRUSTED_PROXIES. */
export function proxyList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
    if (!family) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The visitor's address: the socket's, unless it is a trusted proxy; then the proxy header
 * (X-Forwarded-For, or Forwarded) is walked from the right, each trusted hop giving way to the one
 * before it, and the walk stops at the first hop that is not trusted: that is the client. A client
 * can write anything to the left of what its first trusted proxy appends, and none of it is read.
 * A hop the proxy could not name (`unknown`, an obfuscated id, garbage) ends the walk at the last
 * address known, the proxy's.
 */
export function clientIp(socketAddress: string, header: string | null, proxies: BlockList, kind: ProxyHeader = 'x-forwarded-for'): string {
  let current = hopAddress(socketAddress) ?? socketAddress.trim();
  if (!header || !trusted(proxies, current)) return current;
  const hops = forwardingHops(header, kind);
  while (hops.length && trusted(proxies, current)) {
    const hop = hops.pop();
    if (!hop) return current;
    current = hop;
  }
  return current;
}

const PRIVATE = proxyList([
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16',
  '192.0.2.0/24', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '224.0.0.0/3',
  '::/127', 'fc00::/7', 'fe80::/10', '2001:db8::/32', 'ff00::/8',
]);

/** False for loopback, private, link-local, documentation and multicast addresses (and anything that is not an IP). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
