import { expect, test } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { DEMO_EMAILS, signIn } from './helpers/auth.ts';

/** The users page offers each admin only what they may do: what only a super admin may do is not rendered for an admin. */
test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

for (const size of [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('an admin is not offered super-admin-only actions, and the server still refuses them', async ({ page, browser }) => {
      const other = await browser.newContext();
      const superAdmin = await signIn(await other.newPage(), 'super_admin');
      await other.close();
      await signIn(page, 'admin');
      const email = DEMO_EMAILS.super_admin;
      await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('super_admin');
      await expect(row.getByRole('button')).toHaveCount(0);
      await expect(row.getByRole('combobox')).toHaveCount(0);
      await expect(row.getByRole('checkbox')).toHaveCount(0);
      await expect(page.getByText('Accounts of admins and super admins are changed by a super admin only')).toBeVisible();
      expect((await page.request.post(`/api/admin/users/${superAdmin._id}/disable`, { data: { disabled: true } })).status()).toBe(403);

      // A customer's row keeps its actions for the same admin.
      await page.goto(`/admin/users?q=${encodeURIComponent(DEMO_EMAILS.user)}`);
      await expect(page.getByRole('button', { name: `Disable ${DEMO_EMAILS.user}` })).toBeVisible();
      await expect(page.getByRole('combobox', { name: `Role of ${DEMO_EMAILS.user}` })).toBeVisible();
    });

    test('a super admin is offered the actions on an admin', async ({ page }) => {
      await signIn(page, 'super_admin');
      await page.goto(`/admin/users?q=${encodeURIComponent(DEMO_EMAILS.admin)}`);
      await expect(page.getByRole('button', { name: `Disable ${DEMO_EMAILS.admin}` })).toBeVisible();
      await expect(page.getByRole('button', { name: `End sessions of ${DEMO_EMAILS.admin}` })).toBeVisible();
      await expect(page.getByRole('combobox', { name: `Role of ${DEMO_EMAILS.admin}` })).toBeVisible();
      await expect(page.getByText('Accounts of admins and super admins are changed by a super admin only')).toHaveCount(0);
    });
  });
}
