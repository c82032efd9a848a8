import { BlockList, isIP } from 'node:net';

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

function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The visitor's address: the socket's, unless it is a trusted proxy; then
 * X-Forwarded-For is read from the right, skipping trusted hops, so a client
 * cannot choose its address by sending the header itself.
 */
export function clientIp(socketAddress: string, forwardedFor: string | null, proxies: BlockList): string {
  let current = normalise(socketAddress);
  if (!forwardedFor || !trusted(proxies, current)) return current;
  const hops = forwardedFor.split(',').map(normalise).filter((hop) => isIP(hop) !== 0);
  while (hops.length && trusted(proxies, current)) current = hops.pop()!;
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
