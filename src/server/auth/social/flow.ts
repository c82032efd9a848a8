import { randomBytes } from 'node:crypto';
import type { Database } from '#/server/db/open.ts';
import type { UserRow } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { INVALID_CREDENTIALS, type LoginResult } from '#/server/auth/accounts.ts';
import type { SessionMeta, SessionPolicy } from '#/server/auth/sessions.ts';
import { safeRedirect } from '#/lib/safe-redirect.ts';
import { finishGithub, startGithub, type GithubSettings } from './github.ts';
import { finishOidc, startOidc, type OidcSettings } from './google.ts';
import { socialLogin } from './link.ts';

/** The social sign-in round trip: start (remember checks in a short-lived cookie), then callback. */
export const PROVIDERS = ['google', 'github'] as const;
export type Provider = (typeof PROVIDERS)[number];
export type SocialSettings = { siteUrl: string; google: OidcSettings | null; github: GithubSettings | null };
type FlowState = { provider: Provider; state: string; nonce?: string; verifier?: string; next: string };

export const FLOW_COOKIE_SECONDS = 600;

export function redirectUriFor(siteUrl: string, provider: Provider): string {
  return new URL(`/api/auth/${provider}/callback`, siteUrl).href;
}

const encode = (state: FlowState) => Buffer.from(JSON.stringify(state)).toString('base64url');

function decode(cookie: string | undefined): FlowState | null {
  try {
    return cookie ? (JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as FlowState) : null;
  } catch {
    return null;
  }
}

function settingsOf<P extends Provider>(settings: SocialSettings, provider: P): NonNullable<SocialSettings[P]> {
  const found = settings[provider];
  if (!found) throw new AppError('NOT_FOUND', `Sign-in with ${provider} is not configured here.`);
  return found as NonNullable<SocialSettings[P]>;
}

export async function beginSocial(settings: SocialSettings, provider: Provider, next: string | null): Promise<{ url: string; cookie: string }> {
  const redirectUri = redirectUriFor(settings.siteUrl, provider);
  const back = safeRedirect(next) ?? '/';
  if (provider === 'google') {
    const { url, checks } = await startOidc(settingsOf(settings, 'google'), redirectUri);
    return { url: url.href, cookie: encode({ provider, ...checks, next: back }) };
  }
  const state = randomBytes(24).toString('base64url');
  return { url: startGithub(settingsOf(settings, 'github'), redirectUri, state).href, cookie: encode({ provider, state, next: back }) };
}

/** Any failed check (state, PKCE, nonce, unverified email) ends as the spec's "Invalid credentials". */
export async function completeSocial(
  db: Database,
  settings: SocialSettings,
  provider: Provider,
  requestUrl: URL,
  cookie: string | undefined,
  meta: SessionMeta,
  policy?: SessionPolicy,
  onCreated?: (user: UserRow) => Promise<void> | void,
): Promise<{ result: LoginResult; next: string }> {
  const flow = decode(cookie);
  const denied = new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  if (!flow || flow.provider !== provider || requestUrl.searchParams.get('state') !== flow.state) throw denied;
  const redirectUri = redirectUriFor(settings.siteUrl, provider);
  let profile;
  try {
    if (provider === 'google') {
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = requestUrl.search;
      profile = await finishOidc(settingsOf(settings, 'google'), callbackUrl, { state: flow.state, nonce: flow.nonce ?? '', verifier: flow.verifier ?? '' });
    } else {
      profile = await finishGithub(settingsOf(settings, 'github'), redirectUri, requestUrl.searchParams.get('code') ?? '');
    }
  } catch (error) {
    console.warn(`[auth] ${provider} sign-in refused:`, (error as Error).message);
    throw denied;
  }
  return { result: await socialLogin(db, profile, meta, policy, onCreated), next: flow.next };
}
