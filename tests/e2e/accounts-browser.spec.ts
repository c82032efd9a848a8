import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, signIn } from './helpers/auth.ts';

const CACHE_KEY = 'toonmart-local-cache-v1';

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a signed-out visitor of /account signs in and lands back on /account', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount|\/login\?next=\/account/);
  await signInWithForm(page, DEMO_EMAILS.user, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await signInWithForm(page, DEMO_EMAILS.user);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${DEMO_EMAILS.user}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo User' })).toBeVisible();
});

test('the account page links to my custom orders, my downloads and notifications', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/account');
  const areas = page.getByRole('navigation', { name: 'Your account areas' });
  const links: Array<[string, string]> = [['My custom orders', '/account/custom-orders'], ['My downloads', '/account/downloads'], ['Notifications', '/notifications']];
  for (const [name, href] of links) {
    await expect(areas.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await areas.getByRole('link', { name: 'My custom orders' }).click();
  await expect(page).toHaveURL(/\/account\/custom-orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the stored user copy is encrypted, not readable JSON', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, DEMO_EMAILS.contributor);
  // An artist who signs in on the login page lands in the artist area.
  await expect(page).toHaveURL(`${baseURL}/contributor`);
  const stored = await page.evaluate((key) => localStorage.getItem(key), CACHE_KEY);
  expect(stored).toBeTruthy();
  expect(() => JSON.parse(stored!)).toThrow();
  expect(stored).not.toContain('contributor@toonmart.test');
});

test('a login on /recover-account goes home', async ({ page }) => {
  await page.goto('/recover-account');
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(DEMO_EMAILS.admin);
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('logout clears the stored user, ends the session and goes home', async ({ page }) => {
  await page.goto('/login?next=/account');
  await signInWithForm(page, DEMO_EMAILS.user);
  await expect(page).toHaveURL(/\/account$/);
  const logout = page.waitForRequest('**/api/auth/logout');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await logout;
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await page.evaluate((key) => localStorage.getItem(key), CACHE_KEY)).toBeNull();
  expect(await (await page.request.get('/api/auth/check-session')).json()).toEqual({ isAuthenticated: false, user: null });
});

test('the poller logs out a user whose session was revoked elsewhere', async ({ page, context }) => {
  await page.clock.install();
  await page.goto('/login?next=/account');
  await signInWithForm(page, DEMO_EMAILS.contributor);
  await expect(page.getByText(`Signed in as ${DEMO_EMAILS.contributor}`)).toBeVisible();
  // Revoke this browser's session from another client holding the same cookie.
  const cookie = (await context.cookies()).find((c) => c.name === 'toonmart_session')!;
  const other = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `toonmart_session=${cookie.value}` } });
  await other.get('/api/auth/logout');
  const check = page.waitForRequest('**/api/auth/check-session');
  await page.clock.runFor(60_000);
  await check;
  await page.clock.runFor(200);
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await page.evaluate((key) => localStorage.getItem(key), CACHE_KEY)).toBeNull();
});

test('a signed-out reader downloads no JavaScript on the home page; a signed-in one gets the poller', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The shell's own scripts may load, and the prices' local-currency estimate (a small script with the API client); no session code, no React.
  expect(scripts.filter((u) => /SessionKeeper|session-actions|react|jsx-runtime|crypto/i.test(u))).toEqual([]);
  await page.goto('/login');
  await signInWithForm(page, DEMO_EMAILS.user);
  await expect(page).toHaveURL(`${baseURL}/`);
  scripts.length = 0;
  const polled = page.waitForRequest('**/api/auth/check-session');
  await page.reload();
  await polled;
  expect(scripts.some((u) => u.includes('SessionKeeper'))).toBe(true);
});

test.describe('the role × path redirect matrix in the browser', () => {
  const cases = [
    ['anonymous', { '/admin': '/', '/contributor': '/' }],
    ['user', { '/admin': '/', '/contributor': '/' }],
    ['contributor', { '/admin': '/', '/contributor': '/contributor' }],
    ['admin', { '/admin': '/admin', '/contributor': '/' }],
    ['super_admin', { '/admin/users': '/admin/users', '/contributor/jobs': '/' }],
  ] as const;
  for (const [who, expected] of cases) {
    test(who, async ({ page }) => {
      if (who !== 'anonymous') await signIn(page, who);
      for (const [from, to] of Object.entries(expected)) {
        await page.goto(from);
        expect(new URL(page.url()).pathname, `${who} ${from}`).toBe(to);
      }
    });
  }
});

test('account recovery through the outbox link', async ({ page }) => {
  const email = `recover-${Date.now()}@example.test`;
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/auth/register', { data: { email, password: 'first long password' } })).status()).toBe(201);
  await page.goto('/recover-account');
  await page.getByRole('form', { name: 'Recover your account' }).getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();
  const outbox = path.resolve('.tmp/e2e/outbox');
  let link = '';
  await expect(async () => {
    for (const file of fs.readdirSync(outbox)) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
      if (mail.text?.includes(email)) link = /http:\/\/localhost:\d+\/recover-account\?token=[\w%-]+/.exec(mail.text)?.[0] ?? '';
    }
    expect(link).not.toBe('');
  }).toPass();
  await page.goto(new URL(new URL(link).pathname + new URL(link).search, baseURL).href);
  await page.getByLabel('New password', { exact: true }).fill('second long password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible();
  expect((await api.post('/api/auth/login', { data: { email, password: 'second long password' } })).status()).toBe(200);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('third long password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This recovery link is not valid any more. Ask for a new one.');
});
