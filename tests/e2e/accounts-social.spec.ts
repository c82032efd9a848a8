import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

/**
 * Google sign-in end to end: the browser goes to a real OpenID Connect server on
 * loopback (the e2e server's GOOGLE_ISSUER) and back. A fixed signing key keeps the
 * server's cached JWKS valid across runs.
 */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? new URL(baseURL).port) + (process.env.E2E_OIDC_PORT ? 0 : 1000);
const idp = new OAuth2Server();
let claims: Record<string, unknown> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await idp.issuer.keys.add(JSON.parse(fs.readFileSync('tests/e2e/fixtures/oidc-test-key.json', 'utf8')));
  await idp.start(oidcPort, '127.0.0.1');
  // The e2e server is configured with this exact issuer identifier.
  idp.issuer.url = `http://127.0.0.1:${oidcPort}`;
  idp.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
});
test.afterAll(() => idp.stop());

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

test('a new Google user signs in and lands back on the page they came from, signed in', async ({ page }) => {
  claims = { sub: `google-${Date.now()}`, email: `g${Date.now()}@example.test`, email_verified: true, name: 'Gina Google' };
  await page.goto('/login?next=/account');
  const completed = page.waitForResponse('**/api/auth/login/success');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  expect(await (await completed).json()).toMatchObject({ success: true, user: { email: claims.email, name: 'Gina Google', role: 'user' } });
  await expect(page).toHaveURL(`${baseURL}/account`);
  await expect(page.getByText(`Signed in as ${claims.email as string}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('toonmart-local-cache-v1'))).toBeTruthy();
});

test('a Google identity with the verified email of an existing account signs into that account', async ({ page }) => {
  claims = { sub: `google-contrib-${Date.now()}`, email: 'contributor@toonmart.test', email_verified: true };
  await page.goto('/login?next=/contributor');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(`${baseURL}/contributor`);
  expect(await (await page.request.get('/api/auth/check-session')).json()).toEqual({ isAuthenticated: true, user: { role: 'contributor' } });
});

test('an unverified email is refused with "Invalid credentials"', async ({ page }) => {
  claims = { sub: `google-bad-${Date.now()}`, email: 'admin@toonmart.test', email_verified: false };
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/login\?error=social/);
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  expect((await (await page.request.get('/api/auth/check-session')).json()).isAuthenticated).toBe(false);
});
