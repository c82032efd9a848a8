import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '#test-support/factories/users.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { resolveSession } from '#/server/auth/sessions.ts';
import { beginSocial, completeSocial, type SocialSettings } from './flow.ts';
import { githubProfile } from './github.ts';
import { accountForProfile } from './link.ts';

/** Google's flow against a real OpenID Connect server on loopback (oauth2-mock-server checks PKCE and nonce). */
const idp = new OAuth2Server();
let claims: Record<string, unknown> = {};
let settings: SocialSettings;
beforeAll(async () => {
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
  settings = { siteUrl: 'http://localhost:4321', google: { issuer: idp.issuer.url!, clientId: 'toonmart', clientSecret: 'secret' }, github: null };
});
afterAll(() => idp.stop());

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(async () => {
  await handle.close();
});

/** Plays the browser: start, follow the provider's redirect, return the callback URL and the flow cookie. */
async function roundTrip(next = '/pricing') {
  const start = await beginSocial(settings, 'google', next);
  const answer = await fetch(start.url, { redirect: 'manual' });
  const callback = new URL(answer.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/google/callback');
  return { callback, cookie: start.cookie };
}

describe('Google sign-in (OIDC on loopback)', () => {
  it('creates an account for a new verified email, signs it in, and returns to the page it came from', async () => {
    claims = { sub: 'g-1', email: 'New.Person@example.test', email_verified: true, name: 'New Person' };
    const { callback, cookie } = await roundTrip('/pricing');
    const { result, next } = await completeSocial(handle.db, settings, 'google', callback, cookie, {});
    expect(next).toBe('/pricing');
    expect(result.user).toMatchObject({ email: 'new.person@example.test', name: 'New Person', role: 'user' });
    expect((await resolveSession(handle.db, result.token))?.method).toBe('google');
  });

  it('links to the existing account with the same verified email', async () => {
    const existing = await createUser(handle.db, { email: 'ann@example.test', role: 'contributor' });
    claims = { sub: 'g-2', email: 'ann@example.test', email_verified: true };
    const first = await roundTrip();
    expect((await completeSocial(handle.db, settings, 'google', first.callback, first.cookie, {})).result.user.id).toBe(existing.row.id);
    claims = { sub: 'g-2', email: 'changed@example.test', email_verified: true };
    const again = await roundTrip();
    expect((await completeSocial(handle.db, settings, 'google', again.callback, again.cookie, {})).result.user.id).toBe(existing.row.id);
  });

  it('refuses an unverified email, a wrong state and a wrong nonce', async () => {
    await createUser(handle.db, { email: 'victim@example.test' });
    claims = { sub: 'g-3', email: 'victim@example.test', email_verified: false };
    const unverified = await roundTrip();
    await expect(completeSocial(handle.db, settings, 'google', unverified.callback, unverified.cookie, {})).rejects.toMatchObject({ message: 'Invalid credentials' });

    claims = { sub: 'g-4', email: 'x@example.test', email_verified: true };
    const forged = await roundTrip();
    forged.callback.searchParams.set('state', 'forged');
    await expect(completeSocial(handle.db, settings, 'google', forged.callback, forged.cookie, {})).rejects.toMatchObject({ status: 401 });

    const other = await roundTrip();
    const flow = JSON.parse(Buffer.from(other.cookie, 'base64url').toString());
    const badNonce = Buffer.from(JSON.stringify({ ...flow, nonce: 'another-nonce' })).toString('base64url');
    await expect(completeSocial(handle.db, settings, 'google', other.callback, badNonce, {})).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a callback without the flow cookie, and providers that are not configured', async () => {
    claims = { sub: 'g-5', email: 'y@example.test', email_verified: true };
    const { callback } = await roundTrip();
    await expect(completeSocial(handle.db, settings, 'google', callback, undefined, {})).rejects.toMatchObject({ status: 401 });
    await expect(beginSocial(settings, 'github', '/')).rejects.toMatchObject({ status: 404 });
  });
});

/** GitHub's endpoints are fixed (github.com), so its profile mapping and linking are tested without the network. */
describe('GitHub profile and linking', () => {
  it('uses only a verified address, preferring the primary one', () => {
    const user = { id: 42, login: 'octo', name: null, avatar_url: 'https://avatars.example/42' };
    expect(githubProfile(user, [{ email: 'a@x.test', primary: false, verified: true }, { email: 'b@x.test', primary: true, verified: true }])).toMatchObject({ subject: '42', email: 'b@x.test', emailVerified: true, name: 'octo' });
    expect(githubProfile(user, [{ email: 'c@x.test', primary: true, verified: false }])).toMatchObject({ email: null, emailVerified: false });
  });

  it('links a GitHub identity by verified email and finds it again by subject', async () => {
    const existing = await createUser(handle.db, { email: 'dev@example.test' });
    const profile = githubProfile({ id: 7, login: 'dev', name: 'Dev', avatar_url: null }, [{ email: 'dev@example.test', primary: true, verified: true }]);
    expect((await accountForProfile(handle.db, profile)).id).toBe(existing.row.id);
    expect((await accountForProfile(handle.db, { ...profile, email: null, emailVerified: false })).id).toBe(existing.row.id);
  });
});
