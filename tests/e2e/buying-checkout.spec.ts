import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

/** Every buying flow at a desktop size and on a 390 × 844 phone, each with a brand-new account. */
const SIZES = [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }];
const OUTBOX = path.resolve('.tmp/e2e/outbox');

// Long flows through several pages and the payment provider: a loaded machine needs more than the default minute.
test.describe.configure({ timeout: 150_000 });
const NAV = { timeout: 30_000 };

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function newAccount(page: Page, label: string): Promise<string> {
  const email = `buyer-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: 'a long buyer password' } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a long buyer password' } })).status()).toBe(200);
  return email;
}

async function addToCart(page: Page, slug: string): Promise<void> {
  await page.goto(`/cartoon-characters/${slug}`);
  await expect(page.locator('astro-island[component-url*="AddToCart"]').first()).not.toHaveAttribute('ssr', '');
  // On a phone the buy bar repeats the buy box's button: the box's own comes first.
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('link', { name: /View cart/ }).first()).toBeVisible();
}

async function toCheckout(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.locator('astro-island[component-url*="CartView"]').first()).not.toHaveAttribute('ssr', '');
}

async function receiptFor(email: string) {
  let found: Awaited<ReturnType<typeof simpleParser>> | undefined;
  await expect(async () => {
    for (const file of fs.readdirSync(OUTBOX)) {
      const mail = await simpleParser(fs.readFileSync(path.join(OUTBOX, file)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      if (to === email && mail.subject?.startsWith('Your Toonmart receipt')) found = mail;
    }
    expect(found).toBeDefined();
  }).toPass();
  return found!;
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

for (const size of SIZES) {
  test.describe(`buying on ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a new account buys a dollar-priced character by card, reads the receipt, sees the order and downloads the invoice', async ({ page }) => {
      const email = await newAccount(page, `card-${size.name}`);
      await addToCart(page, 'foxy-fiona');
      await toCheckout(page);
      await expect(page.getByRole('term').filter({ hasText: 'To pay by card' })).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: 'To pay with credits' })).toHaveCount(0);
      await expect(page.getByText(/The card is charged in US dollars/)).toBeVisible();
      await noSidewaysScroll(page);
      await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD by card$/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible(NAV);
      await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD$/ }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
      await expect(page.getByRole('row').filter({ hasText: 'Foxy Fiona' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Files of Foxy Fiona' })).toBeVisible();
      await noSidewaysScroll(page);
      const receipt = await receiptFor(email);
      expect(receipt.text).toContain('Foxy Fiona');
      expect(receipt.text).toContain('Standard licence');
      expect(receipt.text).toContain('Paid with card (demo payment)');
      expect(String(receipt.html)).toContain('See your order and invoice');

      await page.goto('/account/orders');
      const order = receipt.subject!.replace('Your Toonmart receipt: order ', '');
      await expect(page.getByRole('row').filter({ hasText: order })).toContainText('Paid');
      await noSidewaysScroll(page);
      await page.getByRole('link', { name: order }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Order ${order}` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Licence certificate for Foxy Fiona' })).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: /Download invoice INV-\d{4}-\d{6} \(PDF\)/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^toonmart-INV-\d{4}-\d{6}\.pdf$/);
      expect(fs.readFileSync((await file.path())!).subarray(0, 5).toString()).toBe('%PDF-');
      await page.goto('/cart');
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
    });

    test('a mixed cart with no credits: the card pays the dollar character and the credits in one order', async ({ page }) => {
      await newAccount(page, `mixed-${size.name}`);
      await addToCart(page, 'benny-the-bear');
      await addToCart(page, 'rusty-the-raccoon');
      await toCheckout(page);
      await expect(page.getByRole('group', { name: /^\d+ credits? — pay \$\d+\.\d\d by card$/ })).toBeVisible(NAV);
      await expect(page.getByRole('heading', { name: /You need \d+ credits? more/ })).toHaveCount(0);
      await expect(page.getByRole('row')).toHaveCount(3);
      await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD by card$/ }).click();
      await expect(page.getByText(/^Credits for this order: \d+ credits? at \$1\.00 each$/)).toBeVisible(NAV);
      await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD$/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
      await expect(page.getByRole('row').filter({ hasText: 'Benny the Bear' })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Rusty the Raccoon' })).toBeVisible();
      await expect(page.getByText(/paid with card \(demo payment\)$/)).toBeVisible();
      await page.goto('/account/credits');
      await expect(page.getByRole('row').filter({ hasText: 'Credits bought by card with the order' })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Spent on characters' })).toBeVisible();
    });

    test('a declined card grants nothing, spends no credits and keeps the cart', async ({ page }) => {
      await newAccount(page, `declined-${size.name}`);
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Buy Starter' }).click();
      await page.getByRole('button', { name: 'Pay $25.00 USD' }).click();
      await expect(page.getByText('Balance: 25 credits')).toBeVisible(NAV);
      await addToCart(page, 'benny-the-bear');
      await addToCart(page, 'rusty-the-raccoon');
      await toCheckout(page);
      await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD by card and \d+ credits?$/ }).click();
      await expect(page.getByText(/credits for the credit-priced items are held/)).toBeVisible();
      await page.getByRole('button', { name: 'Simulate a declined card' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Your card payment did not go through' })).toBeVisible(NAV);
      await expect(page.getByText('Your credit balance: 25 credits')).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(3);
      await page.goto('/account/downloads');
      await expect(page.getByText('You have no licences yet.')).toBeVisible();
      await page.goto('/account/orders');
      await expect(page.getByRole('row').filter({ hasText: 'Payment failed' })).toBeVisible();
    });
  });
}

test('the cart prices itself once, not in a loop', async ({ page }) => {
  await addToCart(page, 'foxy-fiona');
  let quotes = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/cart/quote')) quotes++;
  });
  await page.goto('/cart');
  await expect(page.getByText(/Foxy Fiona/).first()).toBeVisible(NAV);
  await page.waitForTimeout(3000);
  expect(quotes).toBeLessThanOrEqual(2);
});
