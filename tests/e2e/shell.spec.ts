import { expect, test } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

test.beforeEach(async ({ context }) => {
  // These tests are about the shell: keep the popup out of the way.
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

test.describe('page shell', () => {
  test('titles have the form "{title} | Toonmart"', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('Page not found | Toonmart');
    await page.goto('/');
    await expect(page).toHaveTitle(/Toonmart/);
  });

  test('the public layout has the header navigation and the footer', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Characters', 'Customize', 'Blogs', 'Tutorials', 'Pricing']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  for (const [path, shown] of [
    ['/', true],
    ['/blogs/no-such-article', true],
    ['/pricing', false],
    ['/cartoon-characters', false],
    ['/cartoon-characters/no-such-character', false],
  ] as const) {
    test(`the custom character call to action is ${shown ? 'present' : 'absent'} on ${path}`, async ({ page }) => {
      await page.goto(path);
      const cta = page.getByRole('complementary', { name: 'Need a custom character?' });
      if (shown) {
        await expect(cta).toBeVisible();
        await expect(cta.getByRole('link', { name: /custom character/i })).toHaveAttribute('href', '/customize');
      } else {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(cta).toHaveCount(0);
      }
    });
  }

  test('an amber 4 px progress bar shows during a route change, then goes away', async ({ page }) => {
    await page.goto('/');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/no-such-page', async (route) => {
      await gate;
      await route.continue();
    });
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/no-such-page';
      a.textContent = 'go';
      a.id = 'go';
      document.body.append(a);
    });
    await page.locator('#go').click();
    const bar = page.locator('#route-progress');
    await expect(bar).toHaveAttribute('data-active', '');
    const style = await bar.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.backgroundColor, height: s.height, opacity: s.opacity };
    });
    expect(style).toEqual({ color: 'rgb(245, 158, 11)', height: '4px', opacity: expect.any(String) });
    release();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(bar).not.toHaveAttribute('data-active', '');
  });

  test('hovering a link to the API fetches nothing (no prefetch of sign-in starts or downloads)', async ({ page }) => {
    await page.goto('/login');
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/auth/google')) apiRequests.push(request.url());
    });
    await page.getByRole('link', { name: 'Continue with Google' }).hover();
    await page.waitForTimeout(400); // longer than the hover strategy's delay
    await page.getByRole('heading', { level: 1 }).hover();
    await page.waitForLoadState('networkidle');
    expect(apiRequests).toEqual([]);
  });

  test('no progress bar on a shallow change (same path, new query)', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { seen: boolean }).seen = false;
      new MutationObserver(() => {
        if (document.getElementById('route-progress')?.hasAttribute('data-active')) (window as unknown as { seen: boolean }).seen = true;
      }).observe(document.getElementById('route-progress')!, { attributes: true });
      const a = document.createElement('a');
      a.href = '/?tab=2';
      a.id = 'shallow';
      a.textContent = 'shallow';
      document.body.append(a);
    });
    await page.locator('#shallow').click();
    await expect(page).toHaveURL(/\?tab=2$/);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { seen: boolean }).seen)).toBe(false);
  });
});

test.describe('serving', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    test(`pages are compressed with ${encoding}`, async ({ request }) => {
      const response = await request.get('/', { headers: { 'accept-encoding': encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(await response.text()).toContain('<h1>Cartoon characters, ready to animate</h1>');
    });
  }

  test('security headers are on every response', async ({ request }) => {
    for (const path of ['/', '/api/health', '/no-such-page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  test('hashed assets are cached for a year', async ({ page, request }) => {
    await page.goto('/');
    const asset = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    expect(asset).toMatch(/^\/_astro\//);
    const response = await request.get(asset!);
    expect(response.headers()['cache-control']).toContain('immutable');
  });
});
