import { expect, test, type Page } from '@playwright/test';

const popup = (page: Page) => page.getByRole('dialog', { name: 'Free Sample Characters' });

test.describe('Free Sample Characters popup', () => {
  test('shows the spec texts on the first visit of a session', async ({ page }) => {
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Download our ready-to-use cartoon characters – free!')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(['Pre-animated and editable', 'Use in videos, ads, and projects']);
    await expect(dialog.getByRole('link', { name: 'View Free Samples' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  test('is not shown on the next page of the same session', async ({ page }) => {
    await page.goto('/');
    await expect(popup(page)).toBeVisible();
    await page.goto('/some-page-that-does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });

  test('is shown again in a new browser session', async ({ browser }) => {
    for (let session = 0; session < 2; session++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/');
      await expect(popup(page)).toBeVisible();
      await context.close();
    }
  });

  test('hides itself after 60 seconds', async ({ page }) => {
    // A paused clock: a slow page load must not eat into the 60 seconds.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/');
    // Hydration waits on real network loads, then on timers of the paused clock: step it until the popup is there.
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(popup(page)).toBeVisible({ timeout: 100 });
    }).toPass({ timeout: 20_000 });
    await page.clock.runFor(59_000);
    await expect(popup(page)).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(popup(page)).toHaveCount(0);
  });

  test('the close button dismisses it for the session', async ({ page }) => {
    await page.goto('/');
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });

  test('"View Free Samples" opens the catalogue and dismisses it', async ({ page }) => {
    await page.goto('/');
    await popup(page).getByRole('link', { name: 'View Free Samples' }).click();
    await expect(page).toHaveURL(/\/cartoon-characters(\?|$)/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });

  test('a signed-out visitor who dismissed it downloads no React', async ({ page }) => {
    await page.goto('/');
    await popup(page).getByRole('button', { name: 'Close' }).click();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/some-page-that-does-not-exist');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /react|client\.[\w-]+\.js|FreeSamplesPopup/i.test(url))).toEqual([]);
  });
});
