import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

/** Console errors and page errors seen during a test. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('a reader who dismissed the popup', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  });

  test('reads an article, follows a related article and a topic filter, without errors', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/blogs');
    await expect(page).toHaveTitle(/\| Toonmart$/);
    await page.getByRole('link', { name: 'Squash and Stretch in Practice' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Squash and Stretch in Practice' })).toBeVisible();
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(breadcrumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const firstSection = toc.getByRole('link').first();
    const sectionName = (await firstSection.textContent())!.trim();
    await firstSection.click();
    await expect(page.getByRole('heading', { level: 2, name: sectionName })).toBeInViewport();

    const related = page.getByRole('region', { name: 'Related articles' });
    const relatedLink = related.getByRole('heading', { level: 3 }).first().getByRole('link');
    const relatedTitle = (await relatedLink.textContent())!.trim();
    await relatedLink.click();
    await expect(page.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Previous and next articles' }).getByRole('link').first()).toBeVisible();

    await page.goto('/blogs');
    await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Careers in animation' }).click();
    await expect(page).toHaveURL(/\/blogs\/topic\/careers\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Careers in animation' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await expect(cards.filter({ hasNotText: 'Careers in animation' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('downloads no JavaScript file on an article or a static page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/blogs/how-custom-character-orders-work');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('heading', { name: 'Related articles' }).scrollIntoViewIfNeeded();
    await page.goto('/licenses');
    await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
  });

  test('a signed-in shopper with a favourite and a collection gets no favourites, collections, reviews or coupons code on an article', async ({ page }) => {
    // Issue 20's features ship their code with the character pages and the cart only: an article stays free of it.
    const email = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    expect((await page.request.post('/api/auth/register', { data: { email, password: 'a long reader password' } })).status()).toBe(201);
    expect((await page.request.post('/api/auth/login', { data: { email, password: 'a long reader password' } })).status()).toBe(200);
    await page.goto('/cartoon-characters/rusty-the-raccoon');
    const id = /\/api\/characters\/([0-9a-f-]{36})\/preview/.exec(await page.content())?.[1];
    expect(id).toBeTruthy();
    // The store refuses cross-site writes: the API calls say they come from the store's own pages.
    const headers = { origin: new URL(page.url()).origin };
    expect((await page.request.put(`/api/favourites/${id}`, { headers })).status()).toBe(200);
    expect((await page.request.post('/api/collections', { headers, data: { name: 'Reading picks' } })).status()).toBe(201);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/blogs/how-custom-character-orders-work', '/blogs/stock-vs-custom-characters']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const html = await page.content();
      for (const feature of ['data-fav=', 'favourites-client', 'SaveToCollection', 'NewCollection', 'CollectionEditor', 'ReviewForm', 'ReviewActions', 'CartCoupon', 'recent-client']) {
        expect(html, `${path} carries ${feature}`).not.toContain(feature);
      }
    }
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /favourite|collection|review|coupon|recent/i.test(url))).toEqual([]);
  });

  test('the blog is paginated, newest first, 12 articles a page', async ({ page }) => {
    await page.goto('/blogs');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(12);
    const dates = await cards.locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Older' }).click();
    await expect(page).toHaveURL(/\/blogs\/page\/2\/?$/);
    await expect(cards).toHaveCount(11);
  });
});

test('a first-time visitor sees the popup on an article and can close it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/blogs/stock-vs-custom-characters');
  const popup = page.getByRole('dialog', { name: 'Free Sample Characters' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no article or static page is wider than the screen (wide tables scroll in their own box)', async ({ page, request }) => {
    // Thirty pages in one test: more than the default minute on a loaded CI machine.
    test.setTimeout(180_000);
    await page.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
    const rss = await (await request.get('/rss.xml')).text();
    const articles = [...rss.matchAll(/<link>[^<]*(\/blogs\/[^<]+)<\/link>/g)].map((m) => m[1]!);
    expect(articles).toHaveLength(23);
    for (const path of [...articles, '/blogs', '/about', '/licenses', '/faq', '/terms', '/privacy', '/contact']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
