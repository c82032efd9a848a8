import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { executable, pngFile } from '#/server/uploads/test-files.ts';
import { signIn } from './helpers/auth.ts';

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function hydrated(page: Page, island: string, count = 1) {
  await expect(page.locator(`astro-island[component-url*="${island}"]`)).toHaveCount(count);
  await expect(page.locator(`astro-island[ssr][component-url*="${island}"]`)).toHaveCount(0);
}

const EPS = Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n%%Title: Rocket Rita\nnewpath 10 10 moveto 90 90 lineto stroke\nshowpage\n%%EOF\n');

test('an admin creates a character with a PNG preview and an EPS file, publishes it, and a shopper finds and buys it', async ({ page, browser }) => {
  // Two browsers, uploads and a purchase: longer than the default on a loaded CI machine.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const title = `Rocket Rita ${stamp}`;
  const slug = `rocket-rita-${stamp}`;
  await signIn(page, 'admin');
  await page.goto('/admin/characters/new');
  await hydrated(page, 'AdminForm');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Tags').fill('space, pilot');
  await page.getByLabel('Price type').selectOption('credits');
  await page.getByLabel('Standard price').fill('9');
  await page.getByLabel('Extended price').fill('27');
  await page.getByLabel('Preview image').setInputFiles({ name: 'rita.png', mimeType: 'image/png', buffer: await pngFile(600, 600) });
  await page.getByRole('button', { name: 'Create character' }).click();
  // A new character opens in its editor, as a draft.
  await expect(page).toHaveURL(/\/admin\/characters\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Publishing without a file is refused with the reason.
  await hydrated(page, 'AdminButton');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Add at least one file (EPS, AI, PNG, MP4 or FLA) before publishing.')).toBeVisible();

  await hydrated(page, 'AdminForm', 2);
  const upload = page.getByRole('button', { name: 'Upload file' });
  await page.getByLabel('Source file').setInputFiles({ name: 'rita.eps', mimeType: 'application/postscript', buffer: executable() });
  await upload.click();
  await expect(page.getByRole('alert')).toContainText('"rita.eps" is not a EPS, AI, PNG, MP4, FLA or SVG file: its content is EXE');
  await page.getByLabel('Source file').setInputFiles({ name: 'rita.eps', mimeType: 'application/postscript', buffer: EPS });
  await upload.click();
  await expect(page.getByRole('cell', { name: 'rita.eps', exact: true })).toBeVisible();
  await hydrated(page, 'AdminButton', 2);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // A new shopper gets credits from the admin (with a reason, in the ledger), finds the character and buys it.
  const shopperContext = await browser.newContext();
  await shopperContext.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  const shopper = await shopperContext.newPage();
  const email = `buyer-${stamp}@toonmart.test`;
  const registered = await shopper.request.post('/api/auth/register', { data: { email, password: 'a-long-demo-password-2026' }, headers: { origin: baseURL } });
  expect(registered.status()).toBe(201);
  await page.goto('/admin/orders');
  await hydrated(page, 'AdminForm');
  await page.getByLabel('Customer email').fill(email);
  await page.getByLabel('Credits (+ or −)').fill('20');
  await page.getByLabel('Reason').fill('Welcome credits for the launch');
  await page.getByRole('button', { name: 'Adjust credits' }).click();
  await expect(page.getByText('Credits adjusted.')).toBeVisible();

  await shopper.goto(`/cartoon-characters?q=${encodeURIComponent(`rocket rita ${stamp}`)}`);
  await shopper.getByRole('link', { name: new RegExp(title) }).first().click();
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await hydrated(shopper, 'AddToCart');
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await shopper.reload();
  await shopper.getByRole('link', { name: 'View cart (1)' }).click();
  await shopper.getByRole('link', { name: 'Go to checkout' }).click();
  await hydrated(shopper, 'CartView');
  await shopper.getByRole('button', { name: 'Pay 9 credits' }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible();
  await shopper.getByRole('link', { name: 'Go to My downloads' }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'My downloads' })).toBeVisible();
  await expect(shopper.getByText('Credit balance: 11 credits')).toBeVisible();
  const row = shopper.getByRole('row').filter({ hasText: title });
  const href = await row.getByRole('link', { name: 'Download EPS' }).getAttribute('href');
  const file = await shopper.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect((await file.body()).toString('latin1')).toMatch(/^%!PS-Adobe-3\.0 EPSF/);
  await shopperContext.close();

  await page.goto(`/admin/audit?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('cell', { name: `Published "${title}"` })).toBeVisible();
});
