/**
 * The client's address for rate limits and the sessions list. X-Forwarded-For is
 * believed only when the direct peer is a configured proxy; then the right-most
 * address that is not a trusted proxy is the client.
 */
export function clientIp(peer: string | null | undefined, forwardedFor: string | null | undefined, trusted: string[]): string {
  const direct = normalise(peer ?? '') || 'unknown';
  if (!forwardedFor || !trusted.includes(direct)) return direct;
  const hops = forwardedFor.split(',').map((s) => normalise(s.trim())).filter(Boolean);
  const client = hops.findLast((hop) => !trusted.includes(hop));
  if (client) return client;
  return hops[0] ?? direct;
}

function normalise(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
