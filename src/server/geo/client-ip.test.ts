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

  it('knows private and public addresses', () => {
    for (const ip of ['127.0.0.1', '10.0.0.1', '192.168.1.1', '172.16.5.4', '::1', 'fd00::1', 'fe80::1', 'nonsense']) expect(isPublicAddress(ip)).toBe(false);
    for (const ip of ['8.8.8.8', '81.2.69.160', '2a00:1450:4001::1']) expect(isPublicAddress(ip)).toBe(true);
  });
});
