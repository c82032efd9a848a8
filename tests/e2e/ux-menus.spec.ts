import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

/** The expanded state Chromium gives assistive technology for a button (popover invokers have it without an attribute). */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name);
  const expanded = button?.properties?.find((property) => property.name === 'expanded');
  return expanded ? Boolean(expanded.value.value) : undefined;
}

test('on a phone the header is one row and its links open from the menu button', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  const menu = banner.getByRole('button', { name: 'Menu' });
  const box = await banner.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(72);
  expect(await expandedState(page, 'Menu')).toBe(false);

  await menu.click();
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).or(page.getByRole('button', { name: 'Sign in' })).first()).toBeVisible();
  expect(await expandedState(page, 'Menu')).toBe(true);
  // Keyboard users continue from the button straight into the menu.
  await menu.focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Characters' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  expect(await expandedState(page, 'Menu')).toBe(false);
});

test('on a wide screen the links stay in the header and there is no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/pricing');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Characters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('on a phone the catalogue shows results first and the filters in a drawer', async ({ page }) => {
  await page.goto('/cartoon-characters?tags=cute');
  const results = page.getByRole('region', { name: 'Results' });
  const firstCard = results.getByRole('listitem').first();
  await expect(firstCard).toBeInViewport();
  const filters = page.getByRole('search', { name: 'Filter characters' });
  await expect(filters).toBeHidden();

  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(filters.getByLabel('Price')).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: 'cute' })).toBeChecked();
  await page.getByRole('button', { name: 'Close filters' }).click();
  await expect(filters).toBeHidden();
});

test('adding to the cart on a phone: the notice leaves the next button free, the header counts, the cart shows thumbnails', async ({ page }) => {
  await page.goto('/cartoon-characters?price=credits&kind=graphi');
  await page.getByRole('region', { name: 'Results' }).getByRole('link').first().click();
  // The phone's buy bar repeats the buy box's button: the box's own comes first.
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'is in your cart.' })).toBeVisible();
  const viewCart = page.getByRole('link', { name: 'View cart (1)' });
  await viewCart.scrollIntoViewIfNeeded();
  const box = await viewCart.boundingBox();
  if (!box) throw new Error('"View cart" has no box');
  // Whatever is on top at the centre of "View cart" is the link itself, not a notice over it.
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, centre);
  expect(onTop).toBe('View cart (1)');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1 item)' })).toBeVisible();

  await viewCart.click();
  // The thumbnail is decorative (alt=""): the title beside it names the line.
  const thumbnail = page.getByRole('row').nth(1).locator('img');
  await expect(thumbnail).toBeVisible();
  // Visible comes before loaded: wait for the bytes (a broken image stays at width 0 and fails here).
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
