import type { APIRoute } from 'astro';
import { OAUTH_COOKIE } from '#/server/auth/cookies.ts';
import { requestMeta, setSessionCookie } from '#/server/auth/http-session.ts';
import { completeSocial, PROVIDERS, type Provider } from '#/server/auth/social/flow.ts';
import { config } from '#/server/config/config.ts';
import { getDb } from '#/server/db/index.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { errorResponse } from '#/server/http/responses.ts';
import { withSocialMarker } from '#/lib/session-rules.ts';
import { registerNotices } from '#/server/users/registration.ts';

export const prerender = false;

/** The provider sends the browser back here; it lands on the page it came from, which calls /auth/login/success. */
export const GET: APIRoute = async (context) => {
  const provider = context.params.provider as Provider;
  if (!PROVIDERS.includes(provider)) return errorResponse(new AppError('NOT_FOUND'));
  const cookie = context.cookies.get(OAUTH_COOKIE)?.value;
  context.cookies.delete(OAUTH_COOKIE, { path: '/api/auth/' });
  try {
    const db = await getDb();
    const { result, next } = await completeSocial(db, config, provider, context.url, cookie, requestMeta(context), config.sessionPolicy, registerNotices(db, config.siteUrl).created);
    setSessionCookie(context.cookies, result.token, result.expiresAt);
    return context.redirect(withSocialMarker(next), 302);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return context.redirect('/login?error=social', 302);
    return errorResponse(error);
  }
};
