import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { openWhenPrepared } from './helpers/media.ts';

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

/** Night Owl is offered in every format; its Lottie preview and files are made before the videos. */
const inside = (page: Page) => page.getByRole('region', { name: 'What’s inside' }).getByRole('table', { name: 'Animations' });

for (const [device, viewport] of [['desktop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]] as const) {
  test.describe(`animation on the character page, ${device}`, () => {
    test.use({ viewport });

    test('plays the Lottie of the reel where the clip played, and tells what is inside the files', async ({ page }) => {
      await openWhenPrepared(page, '/cartoon-characters/night-owl', inside);
      const lottieRequests: string[] = [];
      page.on('request', (r) => r.url().includes('lottie') && lottieRequests.push(r.url()));

      await page.getByRole('link', { name: 'Play the animated preview' }).click();
      const player = page.getByRole('img', { name: 'Night Owl, animated preview' });
      await expect(player.locator('svg')).toBeVisible();
      // It moves: the drawing changes from one moment to the next.
      const drawing = () => player.locator('svg').innerHTML();
      const first = await drawing();
      await expect.poll(drawing, { timeout: 5000 }).not.toBe(first);
      // lottie-web came only with the first play, and the clip stayed hidden.
      expect(lottieRequests.some((u) => u.includes('preview?lottie'))).toBe(true);
      await expect(page.locator('video[aria-label="Night Owl, animated preview"]')).toBeHidden();
      await page.screenshot({ path: `test-results/motion-${device}.png`, fullPage: false });

      // Back to a picture: the player hides.
      await page.getByRole('link', { name: 'Show Front' }).click();
      await expect(player).toBeHidden();

      const table = inside(page);
      await expect(table.getByRole('row', { name: /^idle 2 s · 48 frames at 24 fps 24 frames of 256 × 256 px at 12 fps$/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /^wave 2 s/ })).toBeVisible();
      const region = page.getByRole('region', { name: 'What’s inside' });
      await region.getByText(/parts, each its own layer or symbol/).click();
      await expect(region.getByText(/FLA: \d+ symbols, \d+ classic tweens/)).toBeVisible();
      await expect(region.getByRole('listitem').filter({ hasText: /^head$/ })).toBeVisible();
      await region.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/inside-${device}.png` });
      const files = page.getByRole('table', { name: 'Files included' });
      await expect(files.getByRole('rowheader', { name: /^Lottie / })).toBeVisible();
      await expect(files.getByRole('rowheader', { name: /^Sprite sheets / })).toBeVisible();
    });
  });
}
