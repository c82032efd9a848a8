import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from './helpers/auth.ts';

const CACHE_KEY = 'toonmart-local-cache-v1';
const ARTICLE = '/blogs/shape-language-for-cartoon-characters';

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function signInThroughModal(page: Page, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const modal = page.getByRole('dialog', { name: 'Sign in' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Email')).toBeFocused();
  await modal.getByLabel('Email').fill(DEMO_EMAILS.user);
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function isAuthenticated(page: Page): Promise<boolean> {
  const data = (await (await page.request.get('/api/auth/check-session')).json()) as { isAuthenticated: boolean };
  return data.isAuthenticated;
}

test('the sign-in modal opens and closes without any JavaScript file', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(ARTICLE);
  // The hidden form's autofocus does not steal focus on load; it applies when the modal opens.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const modal = page.getByRole('dialog', { name: 'Sign in' });
  await expect(modal.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(modal.getByRole('link', { name: 'More ways to sign in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(ARTICLE)}`);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});

test('a reader signs in from the modal and lands back on the same article, signed in', async ({ page }) => {
  await page.goto(ARTICLE);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await signInThroughModal(page, DEMO_PASSWORD);
  // The keeper completes the login and removes the #signed-in marker.
  await expect(page).toHaveURL(`${baseURL}${ARTICLE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  expect(await isAuthenticated(page)).toBe(true);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CACHE_KEY)).toBeTruthy();
  const stored = await page.evaluate((key) => localStorage.getItem(key), CACHE_KEY);
  expect(() => JSON.parse(stored!)).toThrow();
  expect(stored).not.toContain(DEMO_EMAILS.user);
  // The article is prerendered; the header still shows who is signed in.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Demo User' })).toHaveAttribute('href', '/account');
  await expect(banner.getByRole('button', { name: 'Sign in' })).toBeHidden();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeHidden();
});

test('a wrong password in the modal shows "Invalid credentials" on /login, which keeps the way back', async ({ page }) => {
  await page.goto(ARTICLE);
  await signInThroughModal(page, 'wrong-password');
  await expect(page).toHaveURL(`${baseURL}/login?error=credentials&next=${encodeURIComponent(ARTICLE)}`);
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  expect(await isAuthenticated(page)).toBe(false);
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(DEMO_EMAILS.user);
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${baseURL}${ARTICLE}`);
});

test('a form post from another origin is refused and signs nobody in', async ({ page }) => {
  // 127.0.0.1 and localhost are different sites served by the same store.
  const foreign = baseURL.replace('localhost', '127.0.0.1');
  await page.goto(`${foreign}/about`);
  const answer = page.waitForResponse((response) => response.url() === `${baseURL}/api/auth/login/form`);
  await page.evaluate(
    ({ action, email, password }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = action;
      for (const [name, value] of Object.entries({ email, password, next: '/' })) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action: `${baseURL}/api/auth/login/form`, email: DEMO_EMAILS.user, password: DEMO_PASSWORD },
  );
  const response = await answer;
  expect(response.status()).toBe(403);
  expect(await response.headerValue('set-cookie')).toBeNull();
  expect(await isAuthenticated(page)).toBe(false);
});

test('a scripted post with a foreign Origin is refused too', async ({ request }) => {
  const response = await request.post('/api/auth/login/form', {
    form: { email: DEMO_EMAILS.user, password: DEMO_PASSWORD, next: '/' },
    headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie']).toBeUndefined();
});
