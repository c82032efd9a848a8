import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Galleries, PNG and video files are prepared in the background after the store starts (minutes on
 * a fresh checkout, while other specs run): open `path` again until `ready(page)` shows.
 */
export async function openWhenPrepared(page: Page, path: string, ready: (page: Page) => Locator, timeout = 300_000): Promise<void> {
  test.setTimeout(Math.max(test.info().timeout, timeout + 60_000));
  await expect(async () => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout });
}
