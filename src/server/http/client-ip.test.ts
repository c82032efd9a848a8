import { describe, expect, it } from 'vitest';
import { clientIp, isPublicAddress, proxyList } from './client-ip.ts';

describe('client address', () => {
  const proxies = proxyList(['10.0.0.0/8', '::1', 'not-an-ip']);

  it('ignores X-Forwarded-For from an untrusted peer', () => {
    expect(clientIp('198.51.100.7', '8.8.8.8', proxies)).toBe('198.51.100.7');
    expect(clientIp('::ffff:198.51.100.7', null, proxies)).toBe('198.51.100.7');
  });

  it('reads X-Forwarded-For from the right through trusted proxies only', () => {
    expect(clientIp('10.1.2.3', '8.8.8.8', proxies)).toBe('8.8.8.8');
    expect(clientIp('10.1.2.3', 'spoofed, 81.2.69.160, 10.0.0.9', proxies)).toBe('81.2.69.160');
    expect(clientIp('::1', '2a00:1450:4001::1', proxies)).toBe('2a00:1450:4001::1');
  });

  it('honours exact addresses too, and IPv4-mapped IPv6 peers (the accounts cases)', () => {
    expect(clientIp('198.51.100.7', '1.2.3.4', proxyList([]))).toBe('198.51.100.7');
    expect(clientIp('::ffff:10.0.0.2', '1.2.3.4, 10.0.0.3', proxyList(['10.0.0.2', '10.0.0.3']))).toBe('1.2.3.4');
    expect(clientIp('10.0.0.2', 'spoofed, 5.6.7.8', proxyList(['10.0.0.2']))).toBe('5.6.7.8');
    expect(clientIp('10.0.0.2', '5.6.7.8, 10.0.0.3', proxyList(['10.0.0.2']))).toBe('10.0.0.3');
  });

  it('reads IPv6 ranges and bracketed addresses', () => {
    const v6 = proxyList(['2001:db8:1::/48']);
    expect(clientIp('2001:db8:1::5', '[2a00:1450:4001::1]', v6)).toBe('2a00:1450:4001::1');
    expect(clientIp('2001:db8:2::5', '2a00:1450:4001::1', v6)).toBe('2001:db8:2::5');
  });

  it('reads hops with ports, brackets and IPv4-mapped forms, so a client cannot hide the hop its proxy wrote (the review\'s case)', () => {
    const local = proxyList(['127.0.0.1']);
    expect(clientIp('127.0.0.1', '6.6.6.6, 1.1.1.1:5555', local)).toBe('1.1.1.1');
    expect(clientIp('::ffff:127.0.0.1', '6.6.6.6, [2a00:1450:4001::1]:443', local)).toBe('2a00:1450:4001::1');
    expect(clientIp('127.0.0.1', '6.6.6.6, [2A00:1450:4001::1]', local)).toBe('2a00:1450:4001::1');
    expect(clientIp('127.0.0.1', '6.6.6.6, ::ffff:1.1.1.1', local)).toBe('1.1.1.1');
    expect(clientIp('127.0.0.1', '6.6.6.6,1.1.1.1', local)).toBe('1.1.1.1');
  });

  it('walks from the right and stops at the first hop that is not a trusted proxy', () => {
    const chain = proxyList(['127.0.0.1', '10.0.0.0/8']);
    expect(clientIp('127.0.0.1', '6.6.6.6, 1.1.1.1, 10.0.0.5:8080, 10.0.0.6', chain)).toBe('1.1.1.1');
    // Everything left of the first untrusted hop is the client's own writing: never read, even if it names a proxy.
    expect(clientIp('127.0.0.1', '10.0.0.7, 1.1.1.1', chain)).toBe('1.1.1.1');
    // All hops trusted: the oldest one is the client.
    expect(clientIp('127.0.0.1', '10.0.0.7, 10.0.0.8', chain)).toBe('10.0.0.7');
  });

  it('ends the walk at the proxy when it could not name the hop before it (unknown, obfuscated, garbage)', () => {
    const local = proxyList(['127.0.0.1']);
    for (const hop of ['unknown', '_hidden', '1.1.1.1:port', '[1.1.1.1]', 'not an address', '']) {
      expect(clientIp('127.0.0.1', `6.6.6.6, ${hop}`, local), hop).toBe('127.0.0.1');
    }
  });

  it('reads the standard Forwarded header (RFC 7239) the same way when the deploy says so', () => {
    const local = proxyList(['127.0.0.1', '203.0.113.43']);
    const read = (header: string, peer = '127.0.0.1') => clientIp(peer, header, local, 'forwarded');
    expect(read('for=6.6.6.6, for="1.1.1.1:5555"')).toBe('1.1.1.1');
    expect(read('for=192.0.2.60;proto=http;by=203.0.113.43, For="[2001:db8:cafe::17]:4711"')).toBe('2001:db8:cafe::17');
    expect(read('for=6.6.6.6, for=1.1.1.1;by=127.0.0.1, for=203.0.113.43')).toBe('1.1.1.1');
    expect(read('for="6.6.6.6, for=9.9.9.9", for=1.1.1.1')).toBe('1.1.1.1');
    expect(read('for=6.6.6.6, for=unknown')).toBe('127.0.0.1');
    expect(read('for=6.6.6.6, for=_gazonk')).toBe('127.0.0.1');
    expect(read('for=6.6.6.6, proto=https')).toBe('127.0.0.1');
    expect(read('for=6.6.6.6, for="broken')).toBe('127.0.0.1');
    expect(read('for=6.6.6.6', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('knows private and public addresses', () => {
    for (const ip of ['127.0.0.1', '10.0.0.1', '192.168.1.1', '172.16.5.4', '::1', 'fd00::1', 'fe80::1', 'nonsense']) expect(isPublicAddress(ip)).toBe(false);
    for (const ip of ['8.8.8.8', '81.2.69.160', '2a00:1450:4001::1']) expect(isPublicAddress(ip)).toBe(true);
  });
});
