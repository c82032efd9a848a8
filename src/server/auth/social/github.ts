import { OAuth2Client } from 'arctic';
import type { SocialProfile } from './link.ts';

/**
 * GitHub sign-in through OAuth 2 (arctic's client). The web and API addresses are settings
 * (GITHUB_URL, GITHUB_API_URL; github.com by default) so tests run the whole round trip
 * against a loopback fake, as Google's is run against a local OpenID Connect server.
 */
export type GithubSettings = { clientId: string; clientSecret: string; webUrl?: string; apiUrl?: string };
const webUrl = (settings: GithubSettings) => settings.webUrl ?? 'https://github.com';
const apiUrl = (settings: GithubSettings) => settings.apiUrl ?? 'https://api.github.com';
const client = (settings: GithubSettings, redirectUri: string) => new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri);
type GithubUser = { id: number; login: string; name: string | null; avatar_url: string | null };
type GithubEmail = { email: string; primary: boolean; verified: boolean };

export function startGithub(settings: GithubSettings, redirectUri: string, state: string): URL {
  return client(settings, redirectUri).createAuthorizationURL(`${webUrl(settings)}/login/oauth/authorize`, state, ['read:user', 'user:email']);
}

/** The primary verified address if there is one; GitHub's public email is not proof of ownership. */
export function githubProfile(user: GithubUser, emails: GithubEmail[]): SocialProfile {
  const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
  return {
    provider: 'github',
    subject: String(user.id),
    email: primary?.email ?? null,
    emailVerified: Boolean(primary),
    name: user.name ?? user.login,
    avatar: user.avatar_url,
  };
}

async function githubGet<T>(base: string, path: string, accessToken: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/vnd.github+json', 'user-agent': 'toonmart' },
  });
  if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function finishGithub(settings: GithubSettings, redirectUri: string, code: string): Promise<SocialProfile> {
  const tokens = await client(settings, redirectUri).validateAuthorizationCode(`${webUrl(settings)}/login/oauth/access_token`, code, null);
  const token = tokens.accessToken();
  const api = apiUrl(settings);
  const [user, emails] = await Promise.all([githubGet<GithubUser>(api, '/user', token), githubGet<GithubEmail[]>(api, '/user/emails', token)]);
  return githubProfile(user, emails);
}
