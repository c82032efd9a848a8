import { expect, test, type Browser, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { signIn } from './helpers/auth.ts';

/** Staff find an order by the number on its receipt and refund one line of it, at a desktop size and on a 390 × 844 phone. */
const SIZES = [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }];
const NAV = { timeout: 30_000 };
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

async function addToCart(page: Page, slug: string): Promise<void> {
  await page.goto(`/cartoon-characters/${slug}`);
  await expect(page.locator('astro-island[component-url*="AddToCart"]').first()).not.toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /View cart/ })).toBeVisible();
}

/** A new buyer pays two dollar-priced characters by card (demo provider); answers the order number and the buyer's page. */
async function paidOrder(browser: Browser, label: string): Promise<{ buyer: Page; number: string }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  const buyer = await context.newPage();
  const email = `order-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  expect((await buyer.request.post('/api/auth/register', { data: { email, password: 'a long buyer password' } })).status()).toBe(201);
  expect((await buyer.request.post('/api/auth/login', { data: { email, password: 'a long buyer password' } })).status()).toBe(200);
  await addToCart(buyer, 'foxy-fiona');
  await addToCart(buyer, 'rusty-the-raccoon');
  await buyer.goto('/checkout');
  await expect(buyer.locator('astro-island[component-url*="CartView"]').first()).not.toHaveAttribute('ssr', '');
  await buyer.getByRole('button', { name: /^Pay \$\d+\.\d\d USD by card$/ }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible(NAV);
  await buyer.getByRole('button', { name: /^Pay \$\d+\.\d\d USD$/ }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
  await buyer.goto('/account/orders');
  const number = (await buyer.getByRole('link', { name: /^TM-\d{6}$/ }).first().textContent())!.trim();
  return { buyer, number };
}

for (const size of SIZES) {
  test.describe(`staff orders on ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('staff find an order by its TM- number and refund one line: the licence goes, buyer page and ledger agree', async ({ page, browser }) => {
      const { buyer, number } = await paidOrder(browser, size.name);
      await signIn(page, 'admin');
      await page.goto('/admin/orders');
      // On a phone the search is folded behind "Filters" with the other filters.
      if (size.viewport.width < 600) await page.locator('summary', { hasText: 'Filters' }).click();
      const search = page.getByRole('searchbox', { name: /Find by order number/ });
      await search.fill(number);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${number}`));
      const link = page.getByRole('link', { name: number, exact: true });
      await expect(link).toHaveCount(1);
      // The same order without its prefix and leading zeros.
      await page.goto(`/admin/orders?q=${Number(number.slice(3))}`);
      await expect(page.getByRole('link', { name: number, exact: true })).toHaveCount(1);
      await page.getByRole('link', { name: number, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `.tmp/shots/admin-order-${size.name}.png`, fullPage: true });

      const rusty = page.getByRole('row').filter({ hasText: 'Rusty the Raccoon' });
      const share = (await rusty.getByRole('cell').nth(3).textContent())!.trim();
      expect(share).toMatch(/^\$\d+\.\d\d USD$/);
      await expect(page.locator('astro-island[component-url*="AdminForm"]').first()).not.toHaveAttribute('ssr', '');
      const choose = page.getByLabel('What to refund');
      await choose.selectOption({ label: `Rusty the Raccoon (${share})` });
      await page.getByRole('textbox', { name: 'Reason' }).first().fill('Bought by mistake');
      await page.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(rusty.getByRole('cell').nth(4)).toHaveText(`Refunded ${share}: Bought by mistake`, NAV);
      await expect(page.getByRole('row').filter({ hasText: 'Foxy Fiona' }).getByRole('cell').nth(4)).toHaveText('Licence held');
      await expect(page.getByRole('definition').filter({ hasText: share })).not.toHaveCount(0);
      await expect(page.getByRole('list').filter({ hasText: 'Order placed' })).toContainText(`Refunded "Rusty the Raccoon" of order ${number}: ${share}. Reason: Bought by mistake`);
      await expect(page.getByRole('region', { name: 'Licences granted' })).not.toContainText('Rusty the Raccoon');
      await expect(page.getByRole('region', { name: 'Payment' })).toContainText(/demo_refund_/);
      await expect(page.getByRole('region', { name: 'Mails sent' })).toContainText('receipt to order-');
      await noSidewaysScroll(page);
      await page.screenshot({ path: `.tmp/shots/admin-order-refunded-${size.name}.png`, fullPage: true });

      // The buyer's own order page says the same, and the refunded line's licence is gone.
      await buyer.goto('/account/orders');
      await buyer.getByRole('link', { name: number }).click();
      await expect(buyer.getByRole('row').filter({ hasText: 'Rusty the Raccoon' })).toContainText(`Refunded ${share}`);
      await expect(buyer.getByRole('status').filter({ hasText: 'Refunded so far' })).toContainText(share);
      await expect(buyer.getByRole('link', { name: 'Licence certificate for Foxy Fiona' })).toBeVisible();
      await expect(buyer.getByRole('link', { name: 'Licence certificate for Rusty the Raccoon' })).toHaveCount(0);
      await buyer.context().close();
    });
  });
}

test('the order page of a number that does not exist is a 404, and the refund API refuses a refund without a reason', async ({ page }) => {
  await signIn(page, 'admin');
  expect((await page.goto('/admin/orders/TM-999999'))?.status()).toBe(404);
  const response = await page.request.post('/api/admin/orders/00000000-0000-4000-8000-000000000000/refund', { data: { reason: '' } });
  expect(response.status()).toBe(400);
});

test('an announcement link must be a store path with one "/" or an https address: anything else is a 400 that says so', async ({ page }) => {
  await signIn(page, 'admin');
  for (const link of ['//evil.example/phish', 'javascript:alert(1)', '/\\evil.example', 'http://evil.example', 'https://store@evil.example']) {
    const response = await page.request.post('/api/admin/announcements', { data: { title: 'Sale', body: 'Half price this week.', link } });
    expect(response.status(), link).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; details: { path: string; message: string }[] } };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([{ path: 'link', message: 'A link is a path of this store starting with a single "/" (like /pricing) or an https:// address.' }]);
  }
});
