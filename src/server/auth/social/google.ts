import * as oidc from 'openid-client';
import type { SocialProfile } from './link.ts';

/** Google sign-in through OpenID Connect (discovery, PKCE, state, nonce, id_token checks by openid-client). */
export type OidcSettings = { issuer: string; clientId: string; clientSecret: string };
export type OidcChecks = { state: string; nonce: string; verifier: string };

const configs = new Map<string, Promise<oidc.Configuration>>();

/** Plain http is accepted only for a loopback issuer (the tests' mock server). */
function isLoopback(issuer: string): boolean {
  const { protocol, hostname } = new URL(issuer);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

function configuration(settings: OidcSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}`;
  let found = configs.get(key);
  if (!found) {
    const options = isLoopback(settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined;
    found = oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, options);
    found.catch(() => configs.delete(key));
    configs.set(key, found);
  }
  return found;
}

export async function startOidc(settings: OidcSettings, redirectUri: string): Promise<{ url: URL; checks: OidcChecks }> {
  const config = await configuration(settings);
  const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
    code_challenge_method: 'S256',
  });
  return { url, checks };
}

/** `callbackUrl` is the redirect URI plus the provider's query (code, state). */
export async function finishOidc(settings: OidcSettings, callbackUrl: URL, checks: OidcChecks): Promise<SocialProfile> {
  const config = await configuration(settings);
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider sent no id_token.');
  return {
    provider: 'google',
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : '',
    avatar: typeof claims.picture === 'string' ? claims.picture : null,
  };
}
