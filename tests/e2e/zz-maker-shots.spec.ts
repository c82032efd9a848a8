import { expect, test } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
test.beforeEach(async ({ context }) => { await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY); });
for (const [name, viewport] of [['desktop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`shots ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/cartoon-characters/pirate-pete');
    await page.getByRole('link', { name: 'Make your own' }).click();
    await expect(page.locator('astro-island[component-url*="Maker"]').first()).not.toHaveAttribute('ssr', '');
    await page.screenshot({ path: `/tmp/maker-${name}.png` });
    await page.screenshot({ path: `/tmp/maker-${name}-full.png`, fullPage: true });
    await page.goto('/customize');
    await page.screenshot({ path: `/tmp/customize-${name}.png` });
  });
}
