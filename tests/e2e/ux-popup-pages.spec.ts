import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/auth.ts';

/** The free-samples popup keeps out of the way of signing in, recovering an account, paying and the account's own pages. */
const popup = (page: Page) => page.getByRole('dialog', { name: 'Free Sample Characters' });
const SIGNED_OUT = ['/login', '/register', '/recover-account', '/cart'];
const SIGNED_IN = ['/account', '/account/orders', '/account/downloads', '/checkout'];
const SIZES = [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }];

async function noPopupOn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popup(page), path).toHaveCount(0);
}

for (const size of SIZES) {
  test.describe(`on ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a first visit to sign-in, recovery or the cart shows no popup; the next public page does', async ({ page }) => {
      for (const path of SIGNED_OUT) await noPopupOn(page, path);
      await page.goto('/pricing');
      await expect(popup(page)).toBeVisible();
    });

    test('a buyer following a receipt link to their account sees no popup there, nor at checkout', async ({ page }) => {
      await signIn(page, 'user');
      for (const path of SIGNED_IN) await noPopupOn(page, path);
      await page.goto('/blogs');
      await expect(popup(page)).toBeVisible();
    });
  });
}
