import { expect, test } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { signIn } from './helpers/auth.ts';
import { dollars, NAV, noSidewaysScroll } from './helpers/artists.ts';

/** The admin's side of royalties. A sale's royalty from pending to paid out is walked in artist-journey.spec.ts. */
test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

test('the admin dashboard shows sales, top characters and artists, and the payout queue for 7, 30 or 90 days', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  await page.goto('/admin?days=90');
  await expect(page.getByRole('link', { name: '90 days' })).toHaveAttribute('aria-current', 'page');
  const figures = page.getByRole('list', { name: 'Last 90 days' });
  await expect(figures.getByRole('listitem').filter({ hasText: 'Sales (money)' })).toBeVisible();
  expect(dollars((await figures.getByRole('listitem').filter({ hasText: 'Paid orders' }).locator('strong').textContent())!)).toBeGreaterThan(0);
  await expect(page.getByRole('figure').filter({ hasText: 'Top artists' }).locator('canvas')).toBeVisible(NAV);
  await expect(page.getByRole('link', { name: 'Payout requests' })).toBeVisible();
  await page.screenshot({ path: '.tmp/admin-dashboard.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await noSidewaysScroll(page);
  await page.screenshot({ path: '.tmp/admin-dashboard-phone.png', fullPage: true });
});
