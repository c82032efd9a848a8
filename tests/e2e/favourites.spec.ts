import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

const PASSWORD = 'favourite long password';

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

/** A fresh account, registered from a separate request context so the page stays signed out. */
async function newAccount(prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/auth/register', { data: { email, password: PASSWORD, name: 'Fay Vourite' } })).status()).toBe(201);
  await api.dispose();
  return email;
}

const heart = (page: Page, title: string) => page.getByRole('button', { name: `Add ${title} to favourites` }).first();

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a shopper hearts two characters signed out, signs in and finds them in favourites', async ({ page }) => {
  const email = await newAccount('fav');
  await page.goto('/cartoon-characters/pirate-pete');
  await heart(page, 'Pirate Pete').click();
  await expect(heart(page, 'Pirate Pete')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/cartoon-characters/wizard-wendell');
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: 'Pirate Pete' })).toBeVisible();
  await heart(page, 'Wizard Wendell').click();
  await expect(heart(page, 'Wizard Wendell')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Similar characters' })).toBeVisible();

  await page.goto('/login?next=/account/favourites');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
  for (const title of ['Pirate Pete', 'Wizard Wendell']) {
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');
  }
  // Un-hearting on the account page removes it from the account, not only from this page.
  await heart(page, 'Pirate Pete').click();
  await expect(heart(page, 'Pirate Pete')).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Wizard Wendell' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pirate Pete' })).toHaveCount(0);
});

test('a shopper builds a shared collection and opens it signed out, also at phone size', async ({ page, browser }) => {
  const email = await newAccount('collector');
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  const name = `Pirate crew ${Date.now()}`;
  await page.goto('/cartoon-characters/pirate-pete');
  await page.getByRole('button', { name: 'Save to collection' }).click();
  await page.getByLabel('New collection').fill(name);
  await page.getByRole('button', { name: 'Create and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Pirate Pete saved to ${name}.` })).toBeVisible();
  await page.goto('/cartoon-characters/wizard-wendell');
  await page.getByRole('button', { name: 'Save to collection' }).click();
  await page.getByRole('checkbox', { name }).check();
  await expect(page.getByRole('status').filter({ hasText: `Wizard Wendell saved to ${name}.` })).toBeVisible();

  await page.goto('/account/collections');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const items = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Move .* up$/ }) }).getByRole('listitem');
  await expect(items).toHaveText([/Pirate Pete/, /Wizard Wendell/]);
  // The editor is an island: its buttons act once it has hydrated.
  await expect(page.locator('astro-island[component-url*="CollectionEditor"]')).not.toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Move Wizard Wendell up' }).click();
  await expect(items).toHaveText([/Wizard Wendell/, /Pirate Pete/]);
  await page.getByRole('radio', { name: /Shared by link/ }).check();
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/collections\/[A-Za-z0-9_-]{32}$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await visitor.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guest.locator('.tm-card-title')).toHaveText(['Wizard Wendell', 'Pirate Pete']);
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(heart(guest, 'Pirate Pete')).toBeVisible();
  await noSidewaysScroll(guest);
  await guest.goto('/cartoon-characters/pirate-pete');
  await expect(heart(guest, 'Pirate Pete')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Sign in to save to a collection' })).toBeVisible();
  await noSidewaysScroll(guest);
  await visitor.close();

  await page.getByRole('radio', { name: /Private/ }).check();
  await expect(page.getByLabel('Share link')).toHaveCount(0);
  const closed = await (await playwrightRequest.newContext({ baseURL })).get(link);
  expect(closed.status()).toBe(404);
});
