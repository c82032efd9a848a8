import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';
import { answerSessionCheck, sessionCheckAnswer } from './session-check.ts';
import { forgetSessions, rememberSession, sessionGeneration } from './session-store.ts';

// A server like server/index.mjs: the fast path first, "Astro" (a 418 here) for everything it declines.
const server = http.createServer((req, res) => {
  if (answerSessionCheck(req, res, 'toonmart_session')) return;
  res.writeHead(418).end('astro');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const check = (cookie?: string, path = '/api/auth/check-session') => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });

describe('session check before Astro', () => {
  it('answers a remembered session with the route’s JSON, never stored by a cache', async () => {
    rememberSession('tok-known', { id: 's1', user: { role: 'contributor' } }, sessionGeneration());
    const answer = await check('theme=dark; toonmart_session=tok-known');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ isAuthenticated: true, user: { role: 'contributor' } });
  });

  it('leaves unknown tokens, missing cookies, other paths and query strings to Astro', async () => {
    rememberSession('tok-other', { id: 's2', user: { role: 'user' } }, sessionGeneration());
    expect((await check('toonmart_session=tok-unknown')).status).toBe(418);
    expect((await check()).status).toBe(418);
    expect((await check('toonmart_session=tok-other', '/api/auth/check-session?x=1')).status).toBe(418);
    expect((await check('toonmart_session=tok-other', '/api/users/me')).status).toBe(418);
  });

  it('stops answering the moment sessions are forgotten (logout, password change, disable)', async () => {
    rememberSession('tok-revoked', { id: 's3', user: { role: 'admin' } }, sessionGeneration());
    expect((await check('toonmart_session=tok-revoked')).status).toBe(200);
    forgetSessions();
    expect((await check('toonmart_session=tok-revoked')).status).toBe(418);
  });

  it('builds the same answer for the route', () => {
    expect(sessionCheckAnswer(null)).toEqual({ isAuthenticated: false, user: null });
    expect(sessionCheckAnswer({ role: 'super_admin' })).toEqual({ isAuthenticated: true, user: { role: 'super_admin' } });
  });
});

describe('readCookie', () => {
  it('finds one cookie by its exact name and decodes it', () => {
    expect(readCookie('a=1; toonmart_session=abc%2Bd; b=2', 'toonmart_session')).toBe('abc+d');
    expect(readCookie('xtoonmart_session=1', 'toonmart_session')).toBeUndefined();
    expect(readCookie('toonmart_session=', 'toonmart_session')).toBeUndefined();
    expect(readCookie(undefined, 'toonmart_session')).toBeUndefined();
  });
});
