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

  it('knows private and public addresses', () => {
    for (const ip of ['127.0.0.1', '10.0.0.1', '192.168.1.1', '172.16.5.4', '::1', 'fd00::1', 'fe80::1', 'nonsense']) expect(isPublicAddress(ip)).toBe(false);
    for (const ip of ['8.8.8.8', '81.2.69.160', '2a00:1450:4001::1']) expect(isPublicAddress(ip)).toBe(true);
  });
});
