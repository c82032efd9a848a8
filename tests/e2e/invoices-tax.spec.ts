import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pdfText } from '#test-support/pdf-text.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { REVERSE_CHARGE_TEXT } from '#/lib/tax.ts';
import { signIn } from './helpers/auth.ts';

/**
 * Invoices a business can file, at a desktop size and on a 390 × 844 phone: the buyer's tax details on
 * the account page, VAT on the checkout before paying, and the invoice PDF with both parties.
 * Where the browser is: the e2e server trusts 127.0.0.1 as a proxy (scripts/e2e-server.mjs), so the
 * X-Forwarded-For header below is the address the store geolocates (90.0.0.1 is in France, 80.128.0.1 in Germany).
 */
const SIZES = [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }];
const FRANCE = '90.0.0.1';
const GERMANY = '80.128.0.1';
const NAV = { timeout: 30_000 };
const SELLER = { sellerLegalName: 'Toonmart GmbH', sellerAddress: 'Hauptstrasse 1\n10115 Berlin', sellerCountry: 'DE', sellerVatId: 'DE123456789', sellerRegistration: 'HRB 123456 B, Amtsgericht Charlottenburg' };

test.describe.configure({ timeout: 150_000 });

/** The seller's legal details, saved by an admin (the same values from every spec: saving them twice changes nothing). */
async function sellerDetails(browser: Browser) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin');
  const { settings } = (await (await admin.request.get('/api/admin/settings')).json()) as { settings: Record<string, unknown> };
  const saved = await admin.request.post('/api/admin/settings', { data: { ...settings, ...SELLER } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { context, admin };
}

async function shopper(browser: Browser, viewport: { width: number; height: number }, from: string, label: string) {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'x-forwarded-for': from } });
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  const page = await context.newPage();
  const email = `tax-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: 'a long buyer password', name: `Buyer ${label}` } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a long buyer password' } })).status()).toBe(200);
  return { context, page };
}

/** Fills and sends the account page's tax form; a saved form reloads the page, which is waited for (unless `refused`). */
async function taxDetails(page: Page, details: { company?: string; address?: string; country: string; vat?: string }, refused = false) {
  await page.goto('/account');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save tax details' }) });
  // The form hydrates when it is scrolled into view (client:visible).
  const island = page.locator('astro-island[component-url*="AdminForm"]').last();
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', '');
  await form.getByLabel('Company name (optional)').fill(details.company ?? '');
  await form.getByLabel('Billing address').fill(details.address ?? '');
  await form.getByLabel('Billing country').selectOption(details.country);
  await form.getByLabel('VAT or tax number (optional)').fill(details.vat ?? '');
  const reloaded = refused ? null : page.waitForEvent('load', NAV);
  await form.getByRole('button', { name: 'Save tax details' }).click();
  await reloaded;
}

async function buyFoxy(page: Page) {
  await page.goto('/cartoon-characters/foxy-fiona');
  await expect(page.locator('astro-island[component-url*="AddToCart"]').first()).not.toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('link', { name: /View cart/ }).first()).toBeVisible();
  await page.goto('/checkout');
  await expect(page.locator('astro-island[component-url*="CartView"]').first()).not.toHaveAttribute('ssr', '');
}

const cents = (text: string | null) => Math.round(Number(/\$([\d,]+\.\d\d)/.exec(text ?? '')![1]!.replace(/,/g, '')) * 100);
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

async function payAndDownloadInvoice(page: Page): Promise<{ text: string; name: string }> {
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD by card$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible(NAV);
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
  await page.goto('/account/invoices');
  await noSidewaysScroll(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download invoice INV-\d{4}-\d{6} \(PDF\)/ }).click();
  const file = await download;
  return { text: pdfText(fs.readFileSync((await file.path())!)), name: file.suggestedFilename() };
}

for (const size of SIZES) {
  test.describe(`invoices on ${size.name}`, () => {
    test('a business in France with a VAT number pays no VAT: the invoice says "Reverse charge" and names both parties', async ({ browser }) => {
      const staff = await sellerDetails(browser);
      const { context, page } = await shopper(browser, size.viewport, FRANCE, `fr-${size.name}`);
      // A number in another format is refused with the reason, beside the field.
      await taxDetails(page, { company: 'Dessins Animes SARL', address: '1 rue de la Paix, 75002 Paris', country: 'FR', vat: 'FR123' }, true);
      await expect(page.locator('.field-error').filter({ hasText: 'FR123 is not in the format of a VAT number of France' })).toBeVisible();
      await taxDetails(page, { company: 'Dessins Animes SARL', address: '1 rue de la Paix, 75002 Paris', country: 'FR', vat: 'fr 40 303 265 045' });
      await expect(page.getByLabel('VAT or tax number (optional)')).toHaveValue('FR40303265045', NAV);
      await noSidewaysScroll(page);

      await buyFoxy(page);
      await expect(page.getByRole('term').filter({ hasText: 'VAT (0 %, reverse charge)' })).toBeVisible();
      await expect(page.getByText(REVERSE_CHARGE_TEXT)).toBeVisible();
      await noSidewaysScroll(page);
      const { text, name } = await payAndDownloadInvoice(page);
      const number = /INV-\d{4}-\d{6}/.exec(name)![0];
      expect(number.slice(4, 8)).toBe(String(new Date().getUTCFullYear()));
      for (const t of [number, REVERSE_CHARGE_TEXT, 'VAT (0 %, reverse charge)', 'Toonmart GmbH', 'Hauptstrasse 1', 'VAT id: DE123456789', 'Registration: HRB 123456 B', 'Dessins Animes SARL', '1 rue de la Paix', 'France', 'VAT number: FR40303265045']) {
        expect(text, t).toContain(t);
      }
      await context.close();
      await staff.context.close();
    });

    test('a consumer in Germany sees German VAT (19 %) on the checkout before paying and is charged it', async ({ browser }) => {
      const staff = await sellerDetails(browser);
      const { context, page } = await shopper(browser, size.viewport, GERMANY, `de-${size.name}`);
      // Evidence that contradicts (billing in France, connection from Germany) stops the checkout with the reason.
      await taxDetails(page, { country: 'FR' });
      await expect(page.getByLabel('Billing country')).toHaveValue('FR', NAV);
      await buyFoxy(page);
      await expect(page.getByRole('alert').filter({ hasText: 'Your billing country is France but your connection comes from Germany' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

      await taxDetails(page, { country: 'DE', address: 'Lindenweg 5, 80331 Muenchen' });
      await expect(page.getByLabel('Billing country')).toHaveValue('DE', NAV);
      await page.goto('/checkout');
      const vat = page.getByRole('term').filter({ hasText: 'VAT (19 %)' });
      await expect(vat).toBeVisible();
      const tax = cents(await page.locator('dt:has-text("VAT (19 %)") + dd').textContent());
      const total = cents(await page.locator('dt:has-text("To pay by card") + dd').textContent());
      expect(tax).toBeGreaterThan(0);
      expect(tax).toBe(Math.round(((total - tax) * 19) / 100));
      await expect(page.getByRole('button', { name: `Pay $${(total / 100).toFixed(2)} USD by card` })).toBeVisible();
      await noSidewaysScroll(page);
      const { text } = await payAndDownloadInvoice(page);
      for (const t of ['VAT (19 %)', `$${(tax / 100).toFixed(2)} USD`, `$${(total / 100).toFixed(2)} USD`, 'Lindenweg 5', 'Germany', 'Toonmart GmbH']) expect(text, t).toContain(t);
      // The order page says what the total includes.
      await page.goto('/account/orders');
      await page.getByRole('link', { name: /^TM-\d+$/ }).first().click();
      await expect(page.getByText(`VAT (19 %): $${(tax / 100).toFixed(2)} USD of the total`)).toBeVisible();
      await context.close();
      await staff.context.close();
    });
  });
}
