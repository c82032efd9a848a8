import { defineMiddleware } from 'astro:middleware';
import type { SessionRole } from './lib/access.ts';
import { gate } from './server/auth/gate.ts';
import { allowedOrigins, clearSessionCookie, readSessionToken } from './server/auth/http-session.ts';
import { cachedSession } from './server/auth/session-cache.ts';
import { config } from './server/config/config.ts';
import { boot } from './server/boot.ts';
import { getDb } from './server/db/index.ts';
import { ERRORS, errorBody } from './server/errors/catalogue.ts';
import { errorResponse, isDatabaseDown, json, withUtf8Charset } from './server/http/responses.ts';
import { unavailablePage } from './server/http/unavailable.ts';
import { refusalResponse } from './server/security/answers.ts';
import { withPrivateCaching } from './server/security/private-pages.ts';
import { refuseRequest } from './server/security/request-guard.ts';

/**
 * Thin middleware: resolves the session cookie into `locals.user`, then applies
 * the pure decisions of src/server/auth/gate.ts (cross-origin writes, area guard)
 * before any page renders.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.sessionId = null;
  if (context.isPrerendered) return next();
  const isApi = context.url.pathname.startsWith('/api/');
  try {
    await boot();
  } catch (error) {
    if (isDatabaseDown(error)) return isApi ? errorResponse(error) : unavailablePage();
    throw error;
  }
  const token = readSessionToken(context.cookies);
  if (token) {
    try {
      const session = await cachedSession(await getDb(), token, config.sessionPolicy);
      if (session) {
        context.locals.user = session.user;
        context.locals.sessionId = session.id;
      } else clearSessionCookie(context.cookies);
    } catch (error) {
      if (isApi) return errorResponse(error);
      console.error('[auth] session lookup failed:', error);
    }
  }
  const signedIn = context.locals.user !== null;
  const refused = refuseRequest({ method: context.request.method, url: context.url, headers: context.request.headers, signedIn, allowedOrigins: allowedOrigins(context.url) });
  if (refused) return refusalResponse(refused, isApi);
  const decision = gate({
    method: context.request.method,
    pathname: context.url.pathname,
    role: (context.locals.user?.role ?? 'none') as SessionRole,
    origin: context.request.headers.get('origin'),
    secFetchSite: context.request.headers.get('sec-fetch-site'),
    allowedOrigins: allowedOrigins(context.url),
  });
  if (decision.kind === 'redirect') return context.redirect(decision.location, 302);
  if (decision.kind === 'error') return json(errorBody(decision.code), { status: ERRORS[decision.code].status });
  try {
    return withPrivateCaching(withUtf8Charset(await next()), context.url.pathname, signedIn);
  } catch (error) {
    // A page whose database is unreachable answers 503 (retry later), not a 500 with a stack.
    if (isDatabaseDown(error)) return isApi ? errorResponse(error) : unavailablePage();
    throw error;
  }
});
