import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

/** Credit-priced characters bought without a pack, and the header's cart count, at a desktop size and on a phone. */
const SIZES = [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }];
const NAV = { timeout: 30_000 };
// A credit-priced character of the demo catalogue, with files.
const CREDIT_ITEM = { slug: 'captain-panda', title: 'Captain Panda' };

test.describe.configure({ timeout: 150_000 });
test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function newAccount(page: Page, label: string): Promise<void> {
  const email = `credits-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: 'a long buyer password' } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a long buyer password' } })).status()).toBe(200);
}

async function addToCart(page: Page, slug: string): Promise<void> {
  await page.goto(`/cartoon-characters/${slug}`);
  await expect(page.locator('astro-island[component-url*="AddToCart"]').first()).not.toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
}

async function toCheckout(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.locator('astro-island[component-url*="CartView"]').first()).not.toHaveAttribute('ssr', '');
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

for (const size of SIZES) {
  test.describe(`credits by card on ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a buyer with no credits buys a credit-priced character by card in one order and downloads it', async ({ page }) => {
      await newAccount(page, `zero-${size.name}`);
      await addToCart(page, CREDIT_ITEM.slug);
      await page.goto('/cart');
      await expect(page.getByRole('definition').filter({ hasText: /^\d+ credits — pay \$\d+\.00 by card, or use your credits$/ })).toBeVisible(NAV);
      await toCheckout(page);
      const offer = page.getByRole('group', { name: /^\d+ credits — pay \$\d+\.00 by card$/ });
      await expect(offer).toBeVisible(NAV);
      await expect(offer.getByText('No credit pack needed')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Buy \d+ credits for/ })).toHaveCount(0);
      const [, credits, dollars] = (await offer.locator('legend').innerText()).match(/^(\d+) credits — pay \$(\d+\.00) by card$/)!;
      await expect(page.getByRole('term').filter({ hasText: 'To pay with credits' })).toHaveCount(0);
      await noSidewaysScroll(page);
      await page.getByRole('button', { name: `Pay $${dollars} USD by card` }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible(NAV);
      await expect(page.getByText(`Credits for this order: ${credits} credits at $1.00 each`)).toBeVisible();
      await page.getByRole('button', { name: `Pay $${dollars} USD`, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
      await expect(page.getByText(/paid with card \(demo payment\)$/)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Credits, spent in this order' })).toContainText(`$${dollars} USD`);

      await page.goto('/account/downloads');
      const row = page.getByRole('row').filter({ hasText: CREDIT_ITEM.title });
      await expect(row).toBeVisible();
      const download = page.waitForEvent('download');
      await row.getByRole('link', { name: /^Download / }).first().click();
      expect((await download).suggestedFilename()).toContain(CREDIT_ITEM.slug);

      await page.goto('/account/credits');
      await expect(page.getByRole('row').filter({ hasText: 'Credits bought by card with the order' })).toContainText(`+${credits}`);
      await expect(page.getByRole('row').filter({ hasText: 'Spent on characters' })).toContainText(`-${credits}`);
    });

    test('a buyer who holds credits chooses to use them or to keep them and pay by card', async ({ page }) => {
      await newAccount(page, `holder-${size.name}`);
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Buy Starter' }).click();
      await page.getByRole('button', { name: 'Pay $25.00 USD' }).click();
      await expect(page.getByText('Balance: 25 credits')).toBeVisible(NAV);
      await addToCart(page, CREDIT_ITEM.slug);
      await toCheckout(page);
      const offer = page.getByRole('group', { name: /^\d+ credits — pay \$\d+\.00 by card, or use your credits$/ });
      await expect(offer).toBeVisible(NAV);
      const [, credits, dollars] = (await offer.locator('legend').innerText()).match(/^(\d+) credits — pay \$(\d+\.00) by card/)!;
      await expect(offer.getByRole('radio', { name: `Use ${credits} credits of my balance` })).toBeChecked();
      await expect(page.getByRole('button', { name: `Pay ${credits} credits` })).toBeVisible();
      await offer.getByRole('radio', { name: `Keep my credits and pay $${dollars} by card` }).check();
      await expect(page.getByRole('term').filter({ hasText: `${credits} credits bought by card` })).toBeVisible();
      await noSidewaysScroll(page);
      await page.getByRole('button', { name: `Pay $${dollars} USD by card` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible(NAV);
      await page.getByRole('button', { name: `Pay $${dollars} USD`, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
      await page.goto('/account/downloads');
      await expect(page.getByText('Credit balance: 25 credits')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: CREDIT_ITEM.title })).toBeVisible();
    });

    test('the header cart count changes as soon as a character is added', async ({ page }) => {
      await page.goto('/cartoon-characters/foxy-fiona');
      const cart = page.locator('header').getByRole('link', { name: /^Cart/ });
      await expect(cart).toHaveAccessibleName('Cart');
      await expect(page.locator('astro-island[component-url*="AddToCart"]').first()).not.toHaveAttribute('ssr', '');
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(cart).toHaveAccessibleName('Cart (1 item)');
      await expect(cart.locator('.cart-count')).toHaveText('1');
      await expect(cart.locator('.cart-count')).toBeVisible();
    });
  });
}
