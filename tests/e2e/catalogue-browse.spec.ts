import { expect, test, type Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '#/lib/cart.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

/** Islands act only once hydrated (Astro removes the `ssr` attribute then). */
async function hydrated(page: Page, island: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${island}"]`).first()).not.toHaveAttribute('ssr', '');
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

test('the free samples link lands on the catalogue with free samples selected', async ({ page }) => {
  await page.goto('/cartoon-characters?price=free');
  await expect(page.getByRole('heading', { level: 1, name: 'Free sample characters' })).toBeVisible();
  await expect(page.getByLabel('Price')).toHaveValue('free');
  const results = page.getByRole('region', { name: 'Results' }).getByRole('listitem');
  expect(await results.count()).toBeGreaterThanOrEqual(6);
  for (const price of await results.locator('.tm-card-price').allTextContents()) expect(price.trim()).toBe('Free');
});

test('search tolerates typos, filters and sorts through the URL, and paginates', async ({ page }) => {
  await page.goto('/cartoon-characters');
  await hydrated(page, 'FilterPanel');
  await expect(page.getByRole('status').filter({ hasText: 'results, page 1 of' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Filter characters' });
  await search.getByLabel('Search').fill('captian comet');
  await search.getByLabel('Search').press('Enter');
  await expect(page).toHaveURL(/q=captian\+comet|q=captian%20comet/);
  await expect(page.getByRole('link', { name: /Captain Comet/ }).first()).toBeVisible();

  await page.goto('/cartoon-characters');
  await hydrated(page, 'FilterPanel');
  await page.getByLabel('Kind').selectOption('graphiSet');
  await expect(page).toHaveURL(/kind=graphiSet/);
  await expect(page.getByRole('heading', { level: 1, name: 'Character sets' })).toBeVisible();
  await hydrated(page, 'FilterPanel');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/kind=graphiSet.*sort=price-asc/);
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('listitem')).toHaveCount(8);

  await page.goto('/cartoon-characters');
  const firstOnPage1 = await page.locator('.tm-card-title').first().textContent();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('status').filter({ hasText: 'page 2 of' })).toBeVisible();
  await expect(page.locator('.tm-card-title').first()).not.toHaveText(firstOnPage1!);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText('2');
});

test('the unfiltered catalogue offers the types as a way in', async ({ page, request }) => {
  await page.goto('/cartoon-characters');
  const types = page.getByRole('navigation', { name: 'Browse by type' });
  const picture = await types.locator('img').first().getAttribute('src');
  expect((await request.get(picture!)).headers()['content-type']).toBe('image/webp');
  await types.getByRole('link', { name: 'Robots' }).click();
  await expect(page).toHaveURL(/type=robots/);
  await expect(page.getByRole('navigation', { name: 'Browse by type' })).toHaveCount(0);
  for (const meta of await page.locator('.tm-card-meta').allTextContents()) expect(meta).toContain('Robots');
});

test('both plans go into the cart and survive a reload', async ({ page }) => {
  await page.goto('/cartoon-characters?q=bolt');
  await page.getByRole('link', { name: /Bolt the Robot/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bolt the Robot' })).toBeVisible();
  await hydrated(page, 'AddToCart');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'In your cart' })).toBeVisible();
  await page.getByRole('radio', { name: /Extended/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'View cart (2)' })).toBeVisible();
  await page.reload();
  await page.goto('/cart');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Standard' })).toContainText('Bolt the Robot');
  await expect(rows.filter({ hasText: 'Extended' })).toContainText('Bolt the Robot');
  await rows
    .filter({ hasText: 'Extended' })
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(rows).toHaveCount(2);
});

test('a tampered cart is cleaned up and priced by the server', async ({ page }) => {
  await page.goto('/cartoon-characters/bolt-the-robot');
  await hydrated(page, 'AddToCart');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'In your cart' })).toBeVisible();
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), CART_STORAGE_KEY);
  const tampered = [
    { ...stored[0], price: 0, credits: 0 },
    { characterId: '00000000-0000-4000-8000-000000000000', plan: 'standard', addedAt: 1 },
    { characterId: stored[0].characterId, plan: 'platinum', addedAt: 1 },
    'garbage',
  ];
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CART_STORAGE_KEY, JSON.stringify(tampered)] as const);
  await page.goto('/cart');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Bolt the Robot');
  // The server prices the line from the database: a paid total in its own unit, never the tampered 0 (nor "Free").
  await expect(page.getByText(/^(Credit-priced items|Priced in dollars)$/)).toBeVisible();
  await expect(page.locator('dd').first()).toHaveText(/^([1-9]\d* credits? — pay \$[1-9][\d,]*\.\d\d by card, or use your credits|\$[1-9][\d,]*\.\d\d USD)$/);
  await page.evaluate((key) => localStorage.setItem(key, '{not json'), CART_STORAGE_KEY);
  await page.reload();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('a signed-out visitor sees previews, gets 401 for files and the geolocation defaults for a local address', async ({
  page,
  request,
}) => {
  await page.goto('/cartoon-characters/bolt-the-robot');
  // The card picture until the gallery is prepared in the background, then the first gallery view.
  const src = await page.getByRole('img', { name: /^Bolt the Robot(, preview| — Front)$/ }).getAttribute('src');
  const preview = await request.get(src!);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('image/webp');
  await page.goto('/cartoon-characters/pirate-pete');
  await expect(page.getByRole('link', { name: 'Sign in to download' })).toBeVisible();
  const geo = await request.get('/api/geolocation');
  expect(await geo.json()).toMatchObject({
    currencyCode: 'USD',
    currencyConverterRate: 1,
    countryName: 'India',
    countryCode: 'unknown',
    request: '127.0.0.1',
  });
  const file = await request.get('/api/downloads/00000000-0000-4000-8000-000000000000');
  expect(file.status()).toBe(401);
});

test('the pricing page converts prices with the geo rate and downloads no React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // A visitor whose address maps to the euro: the answer is merged into $geo and every dollar amount is converted.
  await page.route('**/api/geolocation', (route) =>
    route.fulfill({ json: { currencyCode: 'EUR', currencyConverterRate: 0.5, countryName: 'Germany', countryCode: 'DE' } }),
  );
  await page.goto('/pricing');
  await expect(page.getByText('25 credits for €12.50')).toBeVisible();
  await expect(page.getByText(/100 credits for €45\.00/)).toBeVisible();
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  expect(bodies.some((body) => body.includes('react-dom') || body.includes('__reactFiber'))).toBe(false);
});

test('a failed geolocation leaves prices in dollars', async ({ page }) => {
  await page.route('**/api/geolocation', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'DATABASE_UNAVAILABLE', message: 'down' } } }),
  );
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const answered = page.waitForResponse('**/api/geolocation');
  await page.goto('/pricing');
  await answered;
  await expect.poll(() => errors.join('\n')).toContain('[geo] geolocation answered 503');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('25 credits for $25.00')).toBeVisible();
});

test('a character page asks for each of its server islands once, then its network goes quiet', async ({ page }) => {
  const islands: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_server-islands/')) islands.push(new URL(request.url()).pathname);
  });
  await page.goto('/cartoon-characters/lola-the-llama');
  await expect(page.getByRole('link', { name: 'Sign in to download' })).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
  // The announcement banner's island joins them only while staff show a banner (other tests may send one).
  const own = islands.filter((path) => path !== '/_server-islands/AnnouncementBanner');
  expect(own.sort()).toEqual(['/_server-islands/CharacterBuyBox', '/_server-islands/CharacterReviews']);
  expect(islands.length - own.length).toBeLessThanOrEqual(1);
});
