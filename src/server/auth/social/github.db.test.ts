import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '#test-support/factories/users.ts';
import { startFakeGithub, type FakeGithub } from '#test-support/fakes/github.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { resolveSession } from '#/server/auth/sessions.ts';
import { beginSocial, completeSocial, type SocialSettings } from './flow.ts';

/** GitHub's OAuth flow end to end against a loopback fake of github.com and api.github.com. */
let github: FakeGithub;
let settings: SocialSettings;
beforeAll(async () => {
  github = await startFakeGithub({ clientId: 'gh-client', clientSecret: 'gh-secret' });
  settings = { siteUrl: 'http://localhost:4321', google: null, github: { clientId: 'gh-client', clientSecret: 'gh-secret', webUrl: github.url, apiUrl: github.url } };
});
afterAll(() => github.close());

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

async function roundTrip(next = '/pricing') {
  const start = await beginSocial(settings, 'github', next);
  const answer = await fetch(start.url, { redirect: 'manual' });
  const callback = new URL(answer.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/github/callback');
  return { callback, cookie: start.cookie };
}

describe('GitHub sign-in (OAuth on loopback)', () => {
  it('signs a new user in with their primary verified email and returns to the page they came from', async () => {
    github.profile = { id: 4242, login: 'octo', name: null, emails: [{ email: 'octo@example.test', primary: true, verified: true }] };
    const { callback, cookie } = await roundTrip('/pricing');
    const { result, next } = await completeSocial(handle.db, settings, 'github', callback, cookie, {});
    expect(next).toBe('/pricing');
    expect(result.user).toMatchObject({ email: 'octo@example.test', name: 'octo', role: 'user' });
    expect((await resolveSession(handle.db, result.token))?.method).toBe('github');
    expect(github.tokenRequests.at(-1)?.get('redirect_uri')).toBe('http://localhost:4321/api/auth/github/callback');
  });

  it('links to the existing account with the same verified email', async () => {
    const existing = await createUser(handle.db, { email: 'dev@example.test' });
    github.profile = { id: 7, login: 'dev', name: 'Dev', emails: [{ email: 'dev@example.test', primary: true, verified: true }] };
    const { callback, cookie } = await roundTrip();
    expect((await completeSocial(handle.db, settings, 'github', callback, cookie, {})).result.user.id).toBe(existing.row.id);
  });

  it('refuses an unverified address, a wrong state and a replayed code with "Invalid credentials"', async () => {
    github.profile = { id: 8, login: 'sneaky', name: null, emails: [{ email: 'admin@example.test', primary: true, verified: false }] };
    const unverified = await roundTrip();
    await expect(completeSocial(handle.db, settings, 'github', unverified.callback, unverified.cookie, {})).rejects.toMatchObject({ status: 401, message: 'Invalid credentials' });
    github.profile = { id: 9, login: 'ok', name: null, emails: [{ email: 'ok@example.test', primary: true, verified: true }] };
    const tampered = await roundTrip();
    tampered.callback.searchParams.set('state', 'forged');
    await expect(completeSocial(handle.db, settings, 'github', tampered.callback, tampered.cookie, {})).rejects.toMatchObject({ status: 401 });
    const once = await roundTrip();
    await completeSocial(handle.db, settings, 'github', once.callback, once.cookie, {});
    await expect(completeSocial(handle.db, settings, 'github', once.callback, once.cookie, {})).rejects.toMatchObject({ status: 401 });
  });
});
