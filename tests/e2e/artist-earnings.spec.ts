import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { signIn } from './helpers/auth.ts';

/**
 * Royalties end to end: a new shopper buys a character of the demo artist by card → the artist's
 * earnings show the 50 % share as pending → the royalty clock moves past the 14-day hold (e2e-only
 * admin route) → the artist asks for everything available → an admin approves (demo payout) → available 0.
 */
// The demo artist owns the first 6 published single characters by slug (src/server/seed/artist-ownership.ts);
// this one is priced in dollars, and no other spec buys it.
const CHARACTER = { slug: 'accountant-anna', title: 'Accountant Anna' };
const NAV = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
const stat = (page: Page, label: string) => page.getByRole('list', { name: 'Balance' }).getByRole('listitem').filter({ hasText: label }).locator('strong');
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

async function buyByCard(page: Page): Promise<number> {
  const email = `royalty-buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: 'a long buyer password' } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a long buyer password' } })).status()).toBe(200);
  await page.goto(`/cartoon-characters/${CHARACTER.slug}`);
  await expect(page.locator('astro-island[component-url*="AddToCart"]').first()).not.toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /View cart/ })).toBeVisible();
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

test('a sale pays the artist 50 % (pending, then available), the artist is paid out and the balance is 0', async ({ browser }) => {
  const shopper = await browser.newPage();
  const price = await buyByCard(shopper);
  const share = Math.floor(price * 100 * 0.5) / 100;

  const artist = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signIn(artist, 'contributor');
  await artist.goto('/contributor/earnings');
  await expect(artist.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  const sale = artist.getByRole('row').filter({ hasText: CHARACTER.title }).filter({ hasText: '50 %' }).filter({ hasText: `$${share.toFixed(2)}` });
  await expect(sale.first()).toBeVisible();
  expect(dollars((await stat(artist, 'Pending').textContent())!)).toBeGreaterThanOrEqual(share);
  await expect(artist.getByRole('figure').filter({ hasText: 'Earnings by day' }).locator('canvas')).toBeVisible(NAV);

  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  expect((await admin.request.post('/api/testing/royalty-clock', { data: { days: 15 } })).status()).toBe(200);

  await artist.reload();
  await expect(stat(artist, 'Pending')).toHaveText('$0.00');
  const available = dollars((await stat(artist, 'Available').textContent())!);
  expect(available).toBeGreaterThanOrEqual(50);
  await expect(artist.locator('astro-island[component-url*="AdminForm"]').first()).not.toHaveAttribute('ssr', '');
  await expect(artist.getByLabel('Amount (USD)')).toHaveValue(available.toFixed(2));
  await artist.getByRole('button', { name: 'Request payout' }).click();
  await expect(artist.getByRole('row').filter({ hasText: 'requested' }).first()).toBeVisible(NAV);
  await expect(stat(artist, 'Available')).toHaveText('$0.00');
  const paidBefore = dollars((await stat(artist, 'Paid out').textContent())!);

  await admin.goto('/admin/payouts');
  await admin.getByRole('button', { name: `Approve and pay $${available.toLocaleString('en-US', { minimumFractionDigits: 2 })} to contributor@toonmart.test` }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'The payout was approved and paid.' })).toBeVisible(NAV);
  await expect(admin.getByRole('row').filter({ hasText: 'contributor@toonmart.test' }).filter({ hasText: 'paid' }).first()).toBeVisible();

  await artist.reload();
  await expect(stat(artist, 'Available')).toHaveText('$0.00');
  expect(dollars((await stat(artist, 'Paid out').textContent())!)).toBeCloseTo(paidBefore + available, 2);
  const csv = await artist.request.get('/api/contributor/earnings.csv');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(`sale,${CHARACTER.title}`);

  await artist.setViewportSize({ width: 390, height: 844 });
  await artist.reload();
  await noSidewaysScroll(artist);
  await artist.screenshot({ path: '.tmp/earnings-phone.png', fullPage: true });
  await artist.setViewportSize({ width: 1366, height: 768 });
  await artist.reload();
  await artist.screenshot({ path: '.tmp/earnings-desktop.png', fullPage: true });
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
