import { GitHub } from 'arctic';
import type { SocialProfile } from './link.ts';

/** GitHub sign-in through OAuth 2 (arctic). GitHub's endpoints are fixed, so only the profile mapping is tested offline. */
export type GithubSettings = { clientId: string; clientSecret: string };
type GithubUser = { id: number; login: string; name: string | null; avatar_url: string | null };
type GithubEmail = { email: string; primary: boolean; verified: boolean };

export function startGithub(settings: GithubSettings, redirectUri: string, state: string): URL {
  return new GitHub(settings.clientId, settings.clientSecret, redirectUri).createAuthorizationURL(state, ['read:user', 'user:email']);
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

async function githubGet<T>(path: string, accessToken: string): Promise<T> {
  const response = await fetch(`https://api.github.com${path}`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/vnd.github+json', 'user-agent': 'toonmart' },
  });
  if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function finishGithub(settings: GithubSettings, redirectUri: string, code: string): Promise<SocialProfile> {
  const tokens = await new GitHub(settings.clientId, settings.clientSecret, redirectUri).validateAuthorizationCode(code);
  const token = tokens.accessToken();
  const [user, emails] = await Promise.all([githubGet<GithubUser>('/user', token), githubGet<GithubEmail[]>('/user/emails', token)]);
  return githubProfile(user, emails);
}
