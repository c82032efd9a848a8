import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { signIn } from './helpers/auth.ts';

/** Issue 20: a buyer reviews a character and an admin hides it; a coupon with one use is redeemed once and refused after. */
const OUTBOX = path.resolve('.tmp/e2e/outbox');
const NAV = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function newShopper(page: Page, label: string): Promise<string> {
  const email = `${label}-${unique()}@example.test`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: 'a long shopper password' } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a long shopper password' } })).status()).toBe(200);
  return email;
}

async function hydrated(page: Page, island: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${island}"]`).first()).not.toHaveAttribute('ssr', '');
}

/** Adds the character to the cart and pays it on the demo card page; answers on the confirmation page. */
async function buyByCard(page: Page, slug: string, coupon?: string): Promise<void> {
  await page.goto(`/cartoon-characters/${slug}`);
  await hydrated(page, 'AddToCart');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  await hydrated(page, 'CartView');
  if (coupon) await applyCoupon(page, coupon);
  await page.goto('/checkout');
  await hydrated(page, 'CartView');
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD by card$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible(NAV);
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
}

async function applyCoupon(page: Page, code: string): Promise<void> {
  await page.getByLabel('Coupon code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
}

/** "4.5 out of 5 · 2 reviews …" → [4.5, 2]; "No reviews yet." → [0, 0]. */
async function summary(page: Page): Promise<[number, number]> {
  const text = (await page.getByTestId('review-summary').textContent()) ?? '';
  const match = /([\d.]+) out of 5 · (\d+) review/.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin');
  return page;
}

test('a buyer reviews a character, the average updates, an admin hides the review with a reason', async ({ page, browser }) => {
  const slug = 'rusty-the-raccoon';
  await page.goto(`/cartoon-characters/${slug}`);
  await expect(page.getByRole('link', { name: 'Sign in to review it' })).toBeVisible();
  await newShopper(page, 'reviewer');
  await page.goto(`/cartoon-characters/${slug}`);
  await expect(page.getByText('Only buyers of this character can review it.')).toBeVisible();
  const [average, count] = await summary(page);

  await buyByCard(page, slug);
  await page.goto(`/cartoon-characters/${slug}#reviews`);
  await hydrated(page, 'ReviewForm');
  const title = `Great raccoon ${unique()}`;
  await page.getByRole('radio', { name: '1 star' }).check();
  await page.getByLabel('Title (optional)').fill(title);
  await page.getByLabel('Your review').fill('Short');
  await page.getByRole('button', { name: 'Publish your review' }).click();
  await expect(page.getByRole('alert')).toContainText('at least 10');
  await page.getByLabel('Your review').fill('Nice poses. <a href="https://spam.example">click</a> is only text here.');
  await page.getByRole('button', { name: 'Publish your review' }).click();

  const review = page.getByRole('article', { name: /Review by/ }).filter({ hasText: title });
  await expect(review).toContainText('Verified purchase', NAV);
  await expect(review.getByRole('link')).toHaveCount(0);
  await expect(review).toContainText('<a href="https://spam.example">click</a>');
  const [after, countAfter] = await summary(page);
  expect(countAfter).toBe(count + 1);
  expect(Math.abs(after - (average * count + 1) / (count + 1))).toBeLessThanOrEqual(0.06);
  await review.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/reviews-character-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await review.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/reviews-character-phone.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join('\n')).toContain('"aggregateRating"');

  const admin = await adminPage(browser);
  await admin.goto('/admin/reviews');
  const item = admin.getByRole('listitem').filter({ hasText: title });
  await item.getByLabel('Reason for hiding').fill('Contains a link to another shop');
  await item.getByRole('button', { name: 'Hide review' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'The review is hidden from the character page.' })).toBeVisible();
  await admin.screenshot({ path: '.tmp/reviews-admin.png', animations: 'disabled' });
  await admin.goto('/admin/audit');
  await expect(admin.getByText(/Hid a review \(rated 1 of 5\): Contains a link to another shop/).first()).toBeVisible();

  const reader = await browser.newContext();
  const anonymous = await reader.newPage();
  await anonymous.goto(`/cartoon-characters/${slug}`);
  await expect(anonymous.getByText(title)).toHaveCount(0);
  expect((await summary(anonymous))[1]).toBe(count);
  await page.reload();
  await expect(page.getByRole('note')).toHaveText('Your review is hidden by the moderators and is shown only to you.');
  await reader.close();
  await admin.context().close();
});

test('a coupon with one use applies in the cart, shows on the confirmation and receipt, and a second shopper is refused', async ({ page, browser }) => {
  const code = `E2E${unique().replace(/\D/g, '').slice(-10)}`;
  const admin = await adminPage(browser);
  await admin.goto('/admin/coupons');
  await admin.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await admin.getByLabel('Percent').check();
  await admin.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');
  await admin.getByLabel(/Money \(items priced in USD\)/).check();
  await admin.getByLabel('Total uses (optional)').fill('1');
  await admin.getByRole('button', { name: 'Create coupon' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Coupon ${code} created: 50 % off items paid in US dollars.` })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: code })).toContainText('0 of 1');
  await admin.screenshot({ path: '.tmp/coupons-admin.png', fullPage: true });

  const email = await newShopper(page, 'coupon');
  await page.goto('/cartoon-characters/foxy-fiona');
  await hydrated(page, 'AddToCart');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  await hydrated(page, 'CartView');
  await applyCoupon(page, 'NOSUCHCODE');
  await expect(page.getByRole('alert').filter({ hasText: 'There is no coupon' })).toHaveText('There is no coupon with the code "NOSUCHCODE". Check the spelling and try again.');
  await applyCoupon(page, code);
  await expect(page.getByRole('status').filter({ hasText: `Coupon ${code} applied` })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: `Coupon ${code}` })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('definition').filter({ hasText: /^−\$\d+\.\d\d USD$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/reviews-coupons-cart-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: '.tmp/reviews-coupons-cart-desktop.png', fullPage: true });

  await page.goto('/checkout');
  await hydrated(page, 'CartView');
  await expect(page.getByText(`Coupon ${code} applied`)).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD by card$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible(NAV);
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
  await expect(page.getByText(new RegExp(`^Coupon ${code}: −\\$\\d+\\.\\d\\d USD$`))).toBeVisible();

  let receipt: Awaited<ReturnType<typeof simpleParser>> | undefined;
  await expect(async () => {
    for (const file of fs.readdirSync(OUTBOX)) {
      const mail = await simpleParser(fs.readFileSync(path.join(OUTBOX, file)));
      if (mail.to && !Array.isArray(mail.to) && mail.to.text === email) receipt = mail;
    }
    expect(receipt).toBeDefined();
  }).toPass();
  expect(receipt!.text).toMatch(new RegExp(`Coupon ${code}: −\\$\\d+\\.\\d\\d USD`));

  const second = await browser.newContext();
  const other = await second.newPage();
  await other.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  await newShopper(other, 'coupon-late');
  await other.goto('/cartoon-characters/foxy-fiona');
  await hydrated(other, 'AddToCart');
  await other.getByRole('button', { name: 'Add to cart' }).click();
  await other.goto('/cart');
  await hydrated(other, 'CartView');
  await applyCoupon(other, code);
  await expect(other.getByRole('alert').filter({ hasText: 'The coupon' })).toHaveText(`The coupon ${code} has been used as many times as it allows: it cannot be used any more.`);
  await expect(other.getByRole('term').filter({ hasText: 'Coupon' })).toHaveCount(0);
  await second.close();
  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: code })).toContainText('1 of 1');
  await admin.context().close();
});

test('the demo store opens with verified reviews: average and count on a popular character, an artist answer, aggregateRating', async ({ page }) => {
  // The demo seed reviews the most popular priced character a contributor owns (src/server/seed/reviews.ts): the-green-shield.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/cartoon-characters/the-green-shield');
  const [average, count] = await summary(page);
  expect(count).toBeGreaterThanOrEqual(4);
  expect(average).toBeGreaterThanOrEqual(1);
  expect(average).toBeLessThanOrEqual(5);
  const reviews = page.getByRole('article', { name: /Review by/ });
  await expect(reviews).toHaveCount(count);
  await expect(reviews.filter({ hasText: 'Verified purchase' })).toHaveCount(count);
  await expect(page.getByText('Answer from the artist')).toHaveCount(1);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
  const product = ld.flatMap((d) => (Array.isArray(d['@graph']) ? (d['@graph'] as Record<string, unknown>[]) : [d])).find((d) => d['@type'] === 'Product');
  expect(product?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: average.toFixed(1), reviewCount: count });
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/reviews-seeded-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText('Answer from the artist').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/reviews-seeded-phone.png' });
});

test('an admin restricts a coupon to an artist: the list says for whom, the cart names the artist or says why it does not apply', async ({ page, browser }) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin/coupons');
  const code = `ARTIST${Date.now().toString(36).toUpperCase()}`;
  await admin.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await admin.getByLabel('Percent').check();
  await admin.getByRole('textbox', { name: 'Amount', exact: true }).fill('10');
  await admin.getByLabel(/Credits \(items priced in credits\)/).check();
  await admin.getByRole('group', { name: 'Only characters by these artists (optional)' }).getByRole('checkbox', { name: 'Demo Artist' }).check();
  await admin.getByRole('button', { name: 'Create coupon' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Coupon ${code} created` })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: code })).toContainText('by Demo Artist');
  await admin.setViewportSize({ width: 1366, height: 768 });
  await admin.screenshot({ path: '.tmp/coupons-artist-admin-desktop.png', fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await admin.screenshot({ path: '.tmp/coupons-artist-admin-phone.png', fullPage: true });
  await admin.goto('/admin/audit');
  await expect(admin.getByText(new RegExp(`Created coupon ${code} .*for 1 artist`)).first()).toBeVisible();
  await admin.context().close();

  await page.setViewportSize({ width: 1366, height: 768 });
  await newShopper(page, 'artist-coupon');
  // The demo artist sells ava-the-artist (credits); sales-sally (credits) is the store's own (src/server/seed/artists.ts).
  const add = async (slug: string) => {
    await page.goto(`/cartoon-characters/${slug}`);
    await hydrated(page, 'AddToCart');
    await page.getByRole('button', { name: 'Add to cart' }).click();
  };
  await add('sales-sally');
  await page.goto('/cart');
  await hydrated(page, 'CartView');
  await applyCoupon(page, code);
  await expect(page.getByRole('alert').filter({ hasText: 'The coupon' })).toHaveText(`The coupon ${code} does not apply to anything in your cart: it is only for items by Demo Artist.`);
  await add('ava-the-artist');
  await page.goto('/cart');
  await hydrated(page, 'CartView');
  await applyCoupon(page, code);
  await expect(page.getByRole('status').filter({ hasText: `Coupon ${code} applied` })).toHaveText(new RegExp(`Coupon ${code} applied: 10 % off items paid with credits by Demo Artist: \\d+ credits? off this cart`));
  await page.screenshot({ path: '.tmp/coupons-artist-cart-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/coupons-artist-cart-phone.png', fullPage: true });
});
