import type { APIRoute } from 'astro';
import { OAUTH_COOKIE } from '#/server/auth/cookies.ts';
import { beginSocial, FLOW_COOKIE_SECONDS, PROVIDERS, type Provider } from '#/server/auth/social/flow.ts';
import { config } from '#/server/config/config.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { handle } from '#/server/http/responses.ts';

export const prerender = false;

/** GET /api/auth/google|github?next=/path: off to the provider, with state, PKCE and nonce remembered in a cookie. */
export const GET: APIRoute = handle(async ({ params, url, cookies, redirect }) => {
  const provider = params.provider as Provider;
  if (!PROVIDERS.includes(provider)) throw new AppError('NOT_FOUND');
  const start = await beginSocial(config, provider, url.searchParams.get('next'));
  cookies.set(OAUTH_COOKIE, start.cookie, { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/api/auth/', maxAge: FLOW_COOKIE_SECONDS });
  return redirect(start.url, 302);
});
