import { expect, test } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { startFakeGithub, type FakeGithub } from '#test-support/fakes/github.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

/**
 * GitHub sign-in end to end: the browser goes to a GitHub fake on loopback (the e2e
 * server's GITHUB_URL and GITHUB_API_URL, on the store's port + 2000) and back.
 */
const githubPort = Number(new URL(baseURL).port) + 2000;
let github: FakeGithub;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  github = await startFakeGithub({ port: githubPort, clientId: 'toonmart-e2e-github', clientSecret: 'toonmart-e2e-github-secret' });
});
test.afterAll(() => github.close());

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

test('a new GitHub user signs in and lands back on the page they came from, signed in', async ({ page }) => {
  const email = `octo-${Date.now()}@example.test`;
  github.profile = { id: Date.now(), login: 'octo', name: 'Octo Cat', emails: [{ email, primary: true, verified: true }] };
  await page.goto('/login?next=/account');
  await page.getByRole('link', { name: 'Continue with GitHub' }).click();
  await expect(page).toHaveURL(`${baseURL}/account`);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test('a GitHub account without a verified email is refused with "Invalid credentials"', async ({ page }) => {
  github.profile = { id: Date.now(), login: 'sneaky', name: null, emails: [{ email: 'admin@toonmart.test', primary: true, verified: false }] };
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with GitHub' }).click();
  await expect(page).toHaveURL(/\/login\?error=social/);
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  expect((await (await page.request.get('/api/auth/check-session')).json()).isAuthenticated).toBe(false);
});
