import { expect, test, type Page } from '@playwright/test';

const popup = (page: Page) => page.getByRole('dialog', { name: 'Free Sample Characters' });

test('the free-samples popup shows once per browser session, not again in a new tab', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/');
  await expect(popup(first)).toBeVisible();

  const second = await context.newPage();
  const scripts: string[] = [];
  second.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await second.goto('/pricing');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  await second.waitForLoadState('networkidle');
  await expect(popup(second)).toHaveCount(0);
  expect(scripts.filter((url) => /FreeSamplesPopup/.test(url))).toEqual([]);
});

test('a new browser session shows it again', async ({ browser }) => {
  for (let session = 0; session < 2; session++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/blogs');
    await expect(popup(page)).toBeVisible();
    await context.close();
  }
});
