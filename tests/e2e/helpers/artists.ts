import { expect, type Browser, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

/** Artists' specs: a fresh artist account, hydrated islands, review decisions and card purchases through the real pages. */
export const EPS = (title: string) => Buffer.from(`%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n%%Title: ${title}\nnewpath 10 10 moveto 90 90 lineto stroke\nshowpage\n%%EOF\n`);
export const PASSWORD = 'a-long-artist-password-2026';
export const NAV = { timeout: 30_000 };

export const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
export const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
/** A figure of the earnings page's balance (Pending, Available, Paid out). */
export const stat = (page: Page, label: string) => page.getByRole('list', { name: 'Balance' }).getByRole('listitem').filter({ hasText: label }).locator('strong');

export async function hydrated(page: Page, island: string, count = 1) {
  await expect(page.locator(`astro-island[component-url*="${island}"]`)).toHaveCount(count);
  await expect(page.locator(`astro-island[ssr][component-url*="${island}"]`)).toHaveCount(0);
}

export async function newPage(browser: Browser, viewport = { width: 1366, height: 768 }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  return context.newPage();
}

/** A fresh account made a contributor by the admin, then signed in (its own email, so tests run in parallel). */
export async function newArtist(browser: Browser, admin: Page, email: string) {
  const page = await newPage(browser);
  const registered = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD }, headers: { origin: baseURL } });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { _id: string } };
  const promoted = await admin.request.post(`/api/admin/users/${user._id}/role`, { data: { role: 'contributor' }, headers: { origin: baseURL } });
  expect(promoted.status()).toBe(200);
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD }, headers: { origin: baseURL } });
  expect(login.status()).toBe(200);
  return page;
}

/** The admin's decision on a submission through /admin/review. */
export async function decide(admin: Page, title: string, decision: string, checks: boolean, note?: [string, string]) {
  await admin.goto('/admin/review');
  await admin.getByRole('link', { name: title }).click();
  await hydrated(admin, 'AdminForm');
  if (checks) for (const box of await admin.getByRole('checkbox').all()) await box.check();
  await admin.getByLabel('Decision').selectOption(decision);
  if (note) await admin.getByLabel(note[0]).fill(note[1]);
  await admin.getByRole('button', { name: 'Send decision' }).click();
  await expect(admin).toHaveURL(/\/admin\/review$/);
}

/** A new shopper buys the character at `slug` by card through the demo provider; answers the price paid (USD). */
export async function buyByCard(page: Page, slug: string): Promise<number> {
  const email = `royalty-buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: 'a long buyer password' } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a long buyer password' } })).status()).toBe(200);
  await page.goto(`/cartoon-characters/${slug}`);
  await expect(page.locator('astro-island[component-url*="AddToCart"]').first()).not.toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('link', { name: /View cart/ }).first()).toBeVisible();
  await page.goto('/checkout');
  await expect(page.locator('astro-island[component-url*="CartView"]').first()).not.toHaveAttribute('ssr', '');
  const pay = page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD by card$/ });
  const price = dollars((await pay.textContent())!.replace('by card', ''));
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible(NAV);
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
  return price;
}
