import { describe, expect, it } from 'vitest';
import { proxyList } from './client-ip.ts';
import { requestIp } from './request-ip.ts';

const request = (forwardedFor?: string) => new Request('http://localhost/api/x', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

describe('requestIp (every route that needs the client address)', () => {
  it('ignores X-Forwarded-For with the default configuration (no trusted proxy)', () => {
    expect(requestIp({ request: request('8.8.8.8'), clientAddress: '::ffff:203.0.113.9' })).toBe('203.0.113.9');
  });

  it('reads X-Forwarded-For through trusted ranges, IPv4 and IPv6', () => {
    const trusted = proxyList(['10.0.0.0/8', 'fd00::/8']);
    expect(requestIp({ request: request('81.2.69.160, 10.4.4.4'), clientAddress: '10.1.1.1' }, trusted)).toBe('81.2.69.160');
    expect(requestIp({ request: request('2a00:1450:4001::1'), clientAddress: 'fd00::2' }, trusted)).toBe('2a00:1450:4001::1');
  });

  it('reads the client of a trusted proxy past a hop written with its port, in either header (TRUSTED_PROXIES=127.0.0.1)', () => {
    const local = proxyList(['127.0.0.1']);
    expect(requestIp({ request: request('6.6.6.6, 1.1.1.1:5555'), clientAddress: '127.0.0.1' }, local)).toBe('1.1.1.1');
    const forwarded = new Request('http://localhost/api/x', { headers: { forwarded: 'for=6.6.6.6, for="1.1.1.1:5555"', 'x-forwarded-for': '6.6.6.6' } });
    expect(requestIp({ request: forwarded, clientAddress: '127.0.0.1' }, local, 'forwarded')).toBe('1.1.1.1');
    // Told the proxies write X-Forwarded-For, a Forwarded header (the client's own writing) is never read.
    expect(requestIp({ request: forwarded, clientAddress: '127.0.0.1' }, local, 'x-forwarded-for')).toBe('6.6.6.6');
  });

  it('answers "unknown" when the request has no socket address', () => {
    const context = { request: request(), get clientAddress(): string { throw new Error('no address while prerendering'); } };
    expect(requestIp(context)).toBe('unknown');
  });
});
