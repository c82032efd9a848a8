import { expect, test, type Browser } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { signIn } from './helpers/auth.ts';

/** A fresh account in its own browser context, signed in through the real register API. */
async function newAccount(browser: Browser) {
  const context = await browser.newContext();
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@toonmart.test`;
  const response = await context.request.post('/api/auth/register', {
    data: { email, password: 'a-long-demo-password-2026', name: 'New Shopper' },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(201);
  const signedIn = async () => ((await (await context.request.get('/api/auth/check-session')).json()) as { isAuthenticated: boolean }).isAuthenticated;
  return { context, email, signedIn };
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

test('a super admin finds a user, makes them admin, ends their sessions and disables them; each change is audited', async ({ page, browser }) => {
  const account = await newAccount(browser);
  expect(await account.signedIn()).toBe(true);
  await signIn(page, 'super_admin');
  await page.goto(`/admin/users?q=${encodeURIComponent(account.email)}`);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await expect(page.locator('astro-island[ssr][component-url*="RoleSelect"]')).toHaveCount(0);
  await row.getByRole('combobox', { name: `Role of ${account.email}` }).selectOption('admin');
  await row.getByRole('button', { name: 'Change role' }).click();
  // The change reloads the page and says so: wait for that, or the next click races the reload.
  await expect(page.getByText(`${account.email} is now admin.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Role of ${account.email}` })).toHaveValue('admin');

  await expect(page.locator('astro-island[ssr][component-url*="AdminButton"]')).toHaveCount(0);
  await page.getByRole('button', { name: `End sessions of ${account.email}` }).click();
  await expect(page.getByText(`Every session of ${account.email} has ended.`)).toBeVisible();
  expect(await account.signedIn()).toBe(false);

  await page.getByRole('button', { name: `Disable ${account.email}` }).click();
  await expect(page.getByRole('button', { name: `Enable ${account.email}` })).toBeVisible();

  await page.goto(`/admin/audit?q=${encodeURIComponent(account.email)}`);
  for (const text of [`Changed ${account.email} from user to admin`, `Ended every session of ${account.email}`, `Disabled ${account.email}`]) {
    await expect(page.getByRole('cell', { name: text })).toBeVisible();
  }
  await account.context.close();
});

test('users are paginated on the server: 25 by default, 10 on request', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/size=10/);
  const rows = await page.getByRole('table', { name: 'Accounts' }).getByRole('row').count();
  expect(rows).toBeLessThanOrEqual(11);
  await page.getByRole('link', { name: 'Email' }).click();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
});
