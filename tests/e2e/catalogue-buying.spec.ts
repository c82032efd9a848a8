import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

/** Islands act only once hydrated (Astro removes the `ssr` attribute then). */
async function hydrated(page: Page, island: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${island}"]`).first()).not.toHaveAttribute('ssr', '');
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

test.describe('on a laptop (1366 × 768)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a character and a set show their price and "Add to cart" without scrolling; a free sample states its one licence once', async ({ page }) => {
    for (const [slug, price] of [['the-green-shield', /^\$\d+\.\d\d$/], ['forest-friends-set', /^\d+ credits$/]] as const) {
      await page.goto(`/cartoon-characters/${slug}`);
      const licences = page.getByRole('group', { name: 'Choose a licence' });
      await expect(licences.getByRole('radio', { name: /Standard/ })).toBeChecked();
      await expect(licences.locator('.tm-plan').first().locator('.tm-price-now')).toHaveText(price);
      await expect(licences.locator('.tm-plan').first().locator('.tm-price-now')).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeInViewport({ ratio: 1 });
    }
    await page.goto('/cartoon-characters/lola-the-llama');
    const free = page.getByRole('region', { name: 'Free sample · Standard licence' });
    await expect(free.getByRole('link', { name: 'Sign in to download' })).toBeInViewport();
    await expect(free).not.toContainText('Extended');
    await expect(page.getByText(/Standard: Free|Extended: Free/)).toHaveCount(0);
  });

  test('colour words find the characters drawn in that colour', async ({ page }) => {
    await page.goto('/cartoon-characters?q=orange');
    const results = page.getByRole('region', { name: 'Results' });
    for (const title of ['Foxy Fiona', 'Pumpkin Monster', 'Sales Sally', 'Solar Flare']) await expect(results.getByRole('link', { name: title, exact: true })).toBeVisible();
    await page.goto('/cartoon-characters?q=red');
    for (const title of ['Captain Comet', 'Firefighter Finn', 'Pirate Pete', 'Sam on a Scooter']) await expect(results.getByRole('link', { name: title, exact: true })).toBeVisible();
    // A character page names its colours, each a search of its own.
    await page.goto('/cartoon-characters/pumpkin-monster');
    await page.getByRole('link', { name: 'orange', exact: true }).click();
    await expect(page).toHaveURL(/q=orange/);
    await expect(results.getByRole('link', { name: 'Pumpkin Monster', exact: true })).toBeVisible();
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a buy bar follows the shopper down the character page, never over the buy box or the footer', async ({ page }) => {
    await page.goto('/cartoon-characters/the-green-shield');
    await hydrated(page, 'AddToCart');
    const bar = page.getByRole('region', { name: 'Buy this character' });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar).toContainText(/\$\d+\.\d\d\s*Standard licence/);
    await page.getByRole('radio', { name: /Extended/ }).check();
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await expect(bar).toContainText('Extended licence');
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    await expect(bar.getByRole('link', { name: 'View cart' })).toBeVisible();
    // The box's own button in view: one "Add to cart" is enough; at the end of the page the footer stays clear.
    await page.getByRole('link', { name: 'View cart (1)' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });

  test('the filter drawer stays open while filters change, counts the results live and applies them with "Show N results"', async ({ page }) => {
    await page.goto('/cartoon-characters');
    await hydrated(page, 'FilterPanel');
    // Other specs add characters to the same store: the page's own count is the reference.
    const all = (await page.getByRole('status').filter({ hasText: /results, page 1 of/ }).textContent())!.match(/^\d+/)![0];
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.locator('#catalogue-filters');
    const show = drawer.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect(show).toHaveText(`Show ${all} results`);
    await drawer.getByLabel('Price').selectOption('credits');
    await expect(show).not.toHaveText(`Show ${all} results`);
    await drawer.getByLabel('Type', { exact: true }).selectOption('animals');
    await expect(drawer).toBeVisible();
    await expect(show).toHaveText(/^Show [1-9] results?$/);
    const shown = Number((await show.textContent())!.match(/\d+/)![0]);
    await show.click();
    await expect(page).toHaveURL(/type=animals&price=credits|price=credits.*type=animals/);
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('listitem')).toHaveCount(shown);
    // Closed without applying, the drawer forgets what was changed.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await drawer.getByLabel('Kind').selectOption('graphiSet');
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(drawer.getByLabel('Kind')).toHaveValue('');
    await expect(show).toHaveText(`Show ${shown} ${shown === 1 ? 'result' : 'results'}`);
  });
});
