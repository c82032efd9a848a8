import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { signIn } from './helpers/auth.ts';

/**
 * The admin lists of orders, users and jobs (issue 21): sort by a column, filter, the view in the
 * URL (a reload shows the same), and a bulk action behind its confirmation, on a desktop and on a
 * 390 px phone (where the header row is hidden and the table tools sort).
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function hydrated(page: Page, island: string) {
  await expect(page.locator(`astro-island[component-url*="${island}"]`)).not.toHaveCount(0);
  await expect(page.locator(`astro-island[ssr][component-url*="${island}"]`)).toHaveCount(0);
}

/** The dollar amounts of the orders table's Total column, top to bottom. */
async function totals(page: Page): Promise<number[]> {
  // On a phone the rows are cards (display: block), which drops the table role: found by each cell's label there.
  const cells = await page.locator('table tbody tr td[data-label="Total"]').allTextContents();
  return cells.map((text) => Number(text.replace(/[^\d.]/g, '')));
}
const ascending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) <= v);
const descending = (values: number[]) => ascending([...values].reverse());

async function register(page: Page, tag: string): Promise<string> {
  const email = `bulk-${tag}-${Date.now().toString(36)}@toonmart.test`;
  const response = await page.request.post('/api/auth/register', { data: { email, password: 'a-long-demo-password-2026' }, headers: { origin: baseURL } });
  expect(response.status()).toBe(201);
  return email;
}

/** An account's email cell, at every width (a phone lays rows out as cards, without table roles). */
const emailCell = (page: Page, email: string) => page.locator('td[data-label="Email"]').getByText(email, { exact: true });

for (const device of [{ name: 'desktop', viewport: { width: 1366, height: 768 }, phone: false }, { name: 'phone', viewport: { width: 390, height: 844 }, phone: true }]) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.phone });

    test('orders sort by total on the server, and the URL keeps the sort', async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto('/admin/orders');
      if (device.phone) {
        // On a phone the filters and sort are folded behind "Filters".
        await page.locator('summary', { hasText: 'Filters' }).click();
        await page.getByLabel('Sort by').selectOption({ label: 'Total' });
        await page.getByLabel('Direction').selectOption({ label: 'Ascending' });
        await page.getByRole('button', { name: 'Apply' }).click();
      } else {
        await page.getByRole('columnheader', { name: 'Total' }).getByRole('link').click();
      }
      await expect(page).toHaveURL(/[?&]sort=totalCents&dir=asc/);
      await expect(page.locator('th[aria-sort="ascending"]')).toHaveText('Total');
      const up = await totals(page);
      expect(up.length).toBeGreaterThan(1);
      expect(ascending(up)).toBe(true);
      expect(up[0]).toBeLessThan(up.at(-1) ?? 0);

      if (device.phone) {
        await page.locator('summary', { hasText: 'Filters' }).click();
        await page.getByLabel('Direction').selectOption({ label: 'Descending' });
        await page.getByRole('button', { name: 'Apply' }).click();
      } else {
        await page.getByRole('columnheader', { name: 'Total' }).getByRole('link').click();
      }
      await expect(page).toHaveURL(/[?&]sort=totalCents&dir=desc/);
      await page.reload();
      await expect(page.locator('th[aria-sort="descending"]')).toHaveText('Total');
      expect(descending(await totals(page))).toBe(true);
      // A phone never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('users filter by role, and a shared link shows the same view', async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto('/admin/users');
      if (device.phone) await page.locator('summary', { hasText: 'Filters' }).click();
      await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Artist' });
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/[?&]role=contributor/);
      await expect(emailCell(page, 'contributor@toonmart.test')).toBeVisible();
      await expect(emailCell(page, 'user@toonmart.test')).toHaveCount(0);
      await expect(emailCell(page, 'superadmin@toonmart.test')).toHaveCount(0);
      const shared = page.url();
      await page.goto('/admin/users');
      await expect(emailCell(page, 'user@toonmart.test')).toBeVisible();
      await page.goto(shared);
      if (device.phone) await page.locator('summary', { hasText: 'Filters' }).click();
      await expect(page.getByRole('combobox', { name: 'Role', exact: true })).toHaveValue('contributor');
      await expect(emailCell(page, 'user@toonmart.test')).toHaveCount(0);
      // An unknown role is ignored, not an error.
      const odd = await page.goto('/admin/users?role=root&sort=passwordHash');
      expect(odd?.status()).toBe(200);
    });

    test('users are disabled in bulk after a confirmation, and a refused row says why', async ({ page }) => {
      const first = await register(page, `${device.name}-a`);
      const second = await register(page, `${device.name}-b`);
      await signIn(page, 'admin');
      await page.goto(`/admin/users?q=${encodeURIComponent(`bulk-${device.name}`)}`);
      await hydrated(page, 'BulkActions');
      await page.getByRole('checkbox', { name: `Select ${first}` }).check();
      await page.getByRole('checkbox', { name: `Select ${second}` }).check();

      // Dismissing the confirmation changes nothing.
      page.once('dialog', (dialog) => void dialog.dismiss());
      await page.getByRole('button', { name: 'Disable selected' }).click();
      await expect(page.getByText(`${first} (disabled)`)).toHaveCount(0);

      const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }));
      await page.getByRole('button', { name: 'Disable selected' }).click();
      expect(await asked).toBe('Disable and sign out 2 accounts?');
      await expect(page.getByRole('status').filter({ hasText: 'Disabled: 2 of 2.' })).toBeVisible();
      await expect(page.getByText(`${first} (disabled)`)).toBeVisible();
      await expect(page.getByText(`${second} (disabled)`)).toBeVisible();

      // A plain admin may not disable the super admin: that row offers no selection, and the page says why.
      await page.goto('/admin/users?q=superadmin%40toonmart.test');
      await expect(emailCell(page, 'superadmin@toonmart.test')).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Select superadmin@toonmart.test' })).toHaveCount(0);
      await expect(page.getByText('Accounts of admins and super admins are changed by a super admin only')).toBeVisible();
      await expect(page.getByText('superadmin@toonmart.test (disabled)')).toHaveCount(0);
    });
  });
}
