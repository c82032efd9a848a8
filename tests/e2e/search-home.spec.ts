import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function pickFromHeaderBox(page: Page) {
  await page.goto('/blogs');
  // On a phone the header's search box sits in the menu.
  if ((page.viewportSize()?.width ?? 1366) < 700) await page.getByRole('button', { name: 'Menu' }).click();
  const box = page.getByRole('combobox', { name: 'Search characters' }).first();
  await box.click();
  await box.pressSequentially('pira', { delay: 50 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: /Pirate Pete/ })).toBeVisible();
  await box.press('ArrowDown');
  await expect(list.getByRole('option', { name: /Pirate Pete/ })).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', /-0$/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/cartoon-characters\/pirate-pete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pirate Pete' })).toBeVisible();
}

async function homeSections(page: Page) {
  await page.goto('/');
  // Other specs add characters and orders to the same store: the claim must match the catalogue, whatever it holds.
  const claim = (await page.getByText(/\d+ characters and \d+ character sets in 12 types/).textContent()) ?? '';
  const [, characters, sets] = claim.match(/(\d+) characters and (\d+) character sets/) ?? [];
  for (const name of ['Featured characters', 'Browse by type', 'New arrivals', 'Character sets', 'Free samples', 'From the blog']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // "Best sellers" only once there are paid orders; before that the shelf must not claim it.
  await expect(page.getByRole('heading', { level: 2, name: /^(Best sellers|Popular right now)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Superheroes 7 items/ })).toBeVisible();
  await page.goto('/cartoon-characters?kind=graphi');
  await expect(page.getByText(new RegExp(`^${characters} results`))).toBeVisible();
  await page.goto('/cartoon-characters?kind=graphiSet');
  await expect(page.getByText(new RegExp(`^${sets} results`))).toBeVisible();
}

for (const [device, viewport] of [['desktop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]] as const) {
  test.describe(`search and home on ${device}`, () => {
    test.use({ viewport });

    test('a suggestion in the header box is picked with the keyboard', async ({ page }) => {
      await pickFromHeaderBox(page);
    });

    test('the home page shows its shelves with true counts', async ({ page }) => {
      await homeSections(page);
    });
  });
}

test('an arrow-key highlight survives the answer to letters typed just before it', async ({ page }) => {
  // The answer for "pira" is held back until after the arrow key, as on a slow connection.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/search\/suggest\?q=pira$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/blogs');
  const box = page.getByRole('combobox', { name: 'Search characters' }).first();
  await box.click();
  await box.pressSequentially('pir', { delay: 50 });
  const pete = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /Pirate Pete/ });
  await expect(pete).toBeVisible();
  await box.press('a');
  await box.press('ArrowDown');
  await expect(pete).toHaveAttribute('aria-selected', 'true');
  const answered = page.waitForResponse(/\/search\/suggest\?q=pira$/);
  release();
  await answered;
  await expect(pete).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/cartoon-characters\/pirate-pete$/);
});

test.describe('search results', () => {
  test('the large home box searches a type by its plural name', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search characters' }).last();
    await box.fill('superheroes');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '7 results for “superheroes”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Captain Comet' })).toBeVisible();
  });

  test('a typo still finds Pirate Pete and says what was searched', async ({ page }) => {
    await page.goto('/cartoon-characters?q=piarte');
    await expect(page.getByRole('heading', { level: 1, name: /results? for “piarte”/ })).toBeVisible();
    await expect(page.getByText('Showing matches for “pirate”.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pirate Pete' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cartoon characters' })).toBeVisible();
  });

  test('a search with no result suggests nearby searches', async ({ page }) => {
    await page.goto('/cartoon-characters?q=wizzzzard%20hat');
    await expect(page.getByRole('heading', { level: 1, name: '0 results for “wizzzzard hat”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Did you mean' })).toBeVisible();
    await page.getByRole('link', { name: 'Wizard Wendell' }).click();
    await expect(page).toHaveURL(/\/cartoon-characters\/wizard-wendell$/);
  });
});
