import type { AstroCookies } from 'astro';
import { config } from '#/server/config/config.ts';
import { requestIp } from '#/server/http/request-ip.ts';
import { sessionCookieName, sessionCookieOptions } from './cookies.ts';
import type { SessionMeta } from './sessions.ts';

/** Glue between Astro's request context and the accounts domain (cookie, client address). */
export const SESSION_COOKIE = sessionCookieName(config.secureCookies);

export function readSessionToken(cookies: AstroCookies): string | undefined {
  return cookies.get(SESSION_COOKIE)?.value || undefined;
}

export function setSessionCookie(cookies: AstroCookies, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  cookies.set(SESSION_COOKIE, token, sessionCookieOptions(config.secureCookies, maxAge));
}

export function clearSessionCookie(cookies: AstroCookies): void {
  cookies.delete(SESSION_COOKIE, sessionCookieOptions(config.secureCookies));
}

type RequestLike = { request: Request; clientAddress: string };

export function requestMeta(context: RequestLike): SessionMeta {
  return {
    ip: requestIp(context),
    userAgent: context.request.headers.get('user-agent'),
  };
}

export function allowedOrigins(requestUrl: URL): string[] {
  return [...new Set([new URL(config.siteUrl).origin, requestUrl.origin])];
}
