import { defineMiddleware } from 'astro:middleware';
import type { SessionRole } from './lib/access.ts';
import { gate } from './server/auth/gate.ts';
import { allowedOrigins, clearSessionCookie, readSessionToken } from './server/auth/http-session.ts';
import { resolveSession } from './server/auth/sessions.ts';
import { config } from './server/config.ts';
import { getDb } from './server/db/index.ts';
import { ERRORS, errorBody } from './server/errors.ts';
import { errorResponse, isDatabaseDown, json, withUtf8Charset } from './server/http.ts';
import { unavailablePage } from './server/unavailable.ts';

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
  const token = readSessionToken(context.cookies);
  if (token) {
    try {
      const session = await resolveSession(await getDb(), token, config.sessionPolicy);
      if (session) {
        context.locals.user = session.user;
        context.locals.sessionId = session.id;
      } else clearSessionCookie(context.cookies);
    } catch (error) {
      if (isApi) return errorResponse(error);
      console.error('[auth] session lookup failed:', error);
    }
  }
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
    return withUtf8Charset(await next());
  } catch (error) {
    // A page whose database is unreachable answers 503 (retry later), not a 500 with a stack.
    if (isDatabaseDown(error)) return isApi ? errorResponse(error) : unavailablePage();
    throw error;
  }
});
