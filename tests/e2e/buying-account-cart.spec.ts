import { expect, test, type Browser, type Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '#/lib/cart.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

/** The cart kept with the account: started on one device, there after signing in on another; owned lines dropped with a note. */
const SIZES = [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }];
const PASSWORD = 'a long buyer password';
const NAV = { timeout: 30_000 };
test.describe.configure({ timeout: 150_000 });

async function device(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  return context.newPage();
}

/** A new account, registered from a browser of its own (registering signs that browser in). */
async function register(browser: Browser, label: string): Promise<string> {
  const email = `cart-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const context = await browser.newContext();
  expect((await context.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  await context.close();
  return email;
}

/** Signs in through the sign-in page, as a shopper does: the browser's cart joins the account's there. */
async function signInOnPage(page: Page, email: string): Promise<void> {
  await page.goto('/login?next=/cart');
  await expect(page.locator('astro-island[component-url*="LoginForm"]').first()).not.toHaveAttribute('ssr', '');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart', NAV);
}

async function addToCart(page: Page, slug: string): Promise<void> {
  await page.goto(`/cartoon-characters/${slug}`);
  await expect(page.locator('astro-island[component-url*="AddToCart"]').first()).not.toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('button', { name: 'In your cart' }).first()).toBeVisible();
}

const cartIds = (page: Page) => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { characterId: string }[]).map((l) => l.characterId), CART_STORAGE_KEY);

for (const size of SIZES) {
  test.describe(`the account's cart on ${size.name}`, () => {
    test('a cart started on one device is there after signing in on another, without duplicates', async ({ browser }) => {
      const email = await register(browser, `devices-${size.name}`);
      const desktop = await device(browser, { width: 1366, height: 768 });
      await signInOnPage(desktop, email);
      const saved = desktop.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/cart/'));
      await addToCart(desktop, 'foxy-fiona');
      expect((await saved).status()).toBe(200);

      // The other device: signed out, its own cart holds another character and the same one again.
      const phone = await device(browser, size.viewport);
      await addToCart(phone, 'captain-panda');
      await addToCart(phone, 'foxy-fiona');
      await signInOnPage(phone, email);
      const rows = phone.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(3, NAV);
      await expect(rows.filter({ hasText: 'Foxy Fiona' })).toHaveCount(1);
      await expect(rows.filter({ hasText: 'Captain Panda' })).toHaveCount(1);
      await expect(phone.locator('header').getByRole('link', { name: 'Cart (2 items)' })).toBeVisible();

      // Back on the first device, a new page shows the merged cart; a line removed there leaves the account's.
      await desktop.goto('/cart');
      await expect(desktop.getByRole('table').getByRole('row')).toHaveCount(3, NAV);
      const removed = desktop.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/cart/'));
      await desktop.getByRole('button', { name: 'Remove Captain Panda (standard)' }).click();
      expect((await removed).status()).toBe(200);
      await phone.reload();
      await expect(phone.getByRole('table').getByRole('row')).toHaveCount(2, NAV);
      await desktop.context().close();
      await phone.context().close();
    });

    test('signing in drops what the account already owns from the cart, and says so', async ({ browser }) => {
      const page = await device(browser, size.viewport);
      const buyer = await device(browser, { width: 1366, height: 768 });
      const email = await register(browser, `owned-${size.name}`);
      // Signed out, the shopper fills a cart; meanwhile the account buys one of its lines elsewhere.
      await addToCart(page, 'captain-panda');
      await addToCart(page, 'foxy-fiona');
      const [pandaId] = await cartIds(page);
      expect((await buyer.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
      const placed = await buyer.request.post('/api/checkout', { data: { idempotencyKey: `owned-${Date.now()}`, lines: [{ characterId: pandaId, plan: 'standard' }] } });
      const { location } = (await placed.json()) as { location: string };
      await buyer.goto(location);
      await buyer.getByRole('button', { name: /^Pay \$\d+\.\d\d USD$/ }).click();
      await expect(buyer.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);

      await signInOnPage(page, email);
      const note = page.getByRole('status').filter({ hasText: 'Already yours, so taken out of your cart: Captain Panda (Standard licence).' });
      await expect(note).toBeVisible(NAV);
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Foxy Fiona' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
      await note.getByRole('button', { name: 'OK' }).click();
      await expect(note).toHaveCount(0);
      await page.context().close();
      await buyer.context().close();
    });
  });
}

test('signed out, the cart stays in this browser only', async ({ page }) => {
  await page.context().addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  let accountCalls = 0;
  page.on('request', (request) => {
    if (/\/api\/cart(\/[^q]|$)/.test(new URL(request.url()).pathname)) accountCalls++;
  });
  await addToCart(page, 'foxy-fiona');
  await page.goto('/cart');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2, NAV);
  expect(await cartIds(page)).toHaveLength(1);
  expect(accountCalls).toBe(0);
});
