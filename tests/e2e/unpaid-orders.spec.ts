import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

/** An unpaid card order is cancelled from /account/orders, and another paid there with "Pay now", at both sizes. */
const SIZES = [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }];
test.describe.configure({ timeout: 150_000 });
const NAV = { timeout: 30_000 };

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function newAccount(page: Page, label: string): Promise<void> {
  const email = `unpaid-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: 'a long buyer password' } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a long buyer password' } })).status()).toBe(200);
}

/** Places a card order for the character and leaves the payment page without paying. */
async function leaveUnpaid(page: Page, slug: string): Promise<void> {
  await page.goto(`/cartoon-characters/${slug}`);
  await expect(page.locator('astro-island[component-url*="AddToCart"]').first()).not.toHaveAttribute('ssr', '');
  // The buy box on a desktop, the sticky buy bar on a phone: whichever is shown.
  const add = page.getByRole('button', { name: 'Add to cart' }).locator('visible=true').first();
  // The cart may still hold it from the first order (it is kept until payment): then there is nothing to add.
  if (await add.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false)) {
    await add.click();
    await expect(page.getByRole('link', { name: /View cart/ }).first()).toBeVisible();
  }
  await page.goto('/checkout');
  await expect(page.locator('astro-island[component-url*="CartView"]').first()).not.toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD by card$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible(NAV);
}

for (const size of SIZES) {
  test.describe(`unpaid orders on ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('an unpaid order shows when it closes, is cancelled with Cancel, and another is paid with Pay now', async ({ page }) => {
      await newAccount(page, size.name);
      await leaveUnpaid(page, 'foxy-fiona');
      await page.goto('/account/orders');
      const row = page.getByRole('row').filter({ hasText: 'Awaiting payment' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(/Closes at \d\d:\d\d UTC if not paid\./);
      await expect(page.getByText('is kept for 30 minutes')).toBeVisible();
      await page.screenshot({ path: `.tmp/unpaid-orders-${size.name}.png`, fullPage: true });
      await row.getByRole('button', { name: /^Cancel order TM-/ }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Order cancelled' })).toBeVisible(NAV);
      await expect(page.getByRole('row').filter({ hasText: 'Cancelled' })).toHaveCount(1);
      await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);

      await leaveUnpaid(page, 'foxy-fiona');
      await page.goto('/account/orders');
      const again = page.getByRole('row').filter({ hasText: 'Awaiting payment' });
      await again.getByRole('button', { name: /^Pay now: order TM-/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible(NAV);
      await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD$/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
      await page.goto('/account/orders');
      await expect(page.getByRole('row').filter({ hasText: 'Paid' })).toHaveCount(1);
      await expect(page.getByRole('row').filter({ hasText: 'Awaiting payment' })).toHaveCount(0);
    });
  });
}
