import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { SETTINGS_DEFAULTS } from '#/lib/settings.ts';
import { pngFile } from '#/server/uploads/test-files.ts';
import { DEMO_EMAILS, signIn } from './helpers/auth.ts';

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function hydrated(page: Page, island: string, count = 1) {
  await expect(page.locator(`astro-island[component-url*="${island}"]`)).toHaveCount(count);
  await expect(page.locator(`astro-island[ssr][component-url*="${island}"]`)).toHaveCount(0);
}

const EPS = Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n%%Title: Captain Crumb\nnewpath 10 10 moveto 90 90 lineto stroke\nshowpage\n%%EOF\n');

test('an admin creates a draft with an upload, previews it, fixes a validation error, publishes, reprices, and finds both changes in the audit log', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const title = `Captain Crumb ${stamp}`;
  await signIn(page, 'admin');
  await page.goto('/admin/characters/new');
  await hydrated(page, 'AdminForm');

  // A title too short: the error shows on submit, with the cursor in the field; it goes as soon as the title is valid.
  await page.getByLabel('Title').fill('C');
  await page.getByRole('button', { name: 'Create character' }).click();
  const titleError = page.getByText('The title needs at least 2 characters.');
  await expect(titleError).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();
  await page.getByLabel('Title').fill(title);
  await expect(titleError).toBeHidden();
  // The slug followed the title, and is checked live.
  await expect(page.getByLabel('Slug')).toHaveValue(`captain-crumb-${stamp}`);
  await expect(page.getByText(`/cartoon-characters/captain-crumb-${stamp} is free.`)).toBeVisible();

  await page.getByLabel('Standard price').fill('9');
  await page.getByLabel('Extended price').fill('27');
  // A file of the wrong type is refused at once; the other fields keep what was typed.
  const preview = page.getByLabel('Preview image');
  await preview.setInputFiles({ name: 'crumb.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('"crumb.gif" is not a PNG, JPG, JPEG, WEBP file, the types a character preview image may be.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await preview.setInputFiles({ name: 'crumb.png', mimeType: 'image/png', buffer: await pngFile(600, 600) });
  await expect(page.getByText('"crumb.gif" is not')).toBeHidden();
  await expect(page.getByRole('img', { name: 'Chosen preview image' })).toBeVisible();
  await page.getByRole('button', { name: 'Create character' }).click();

  // The new draft opens in its editor, and its preview shows to staff while the public address stays closed.
  await expect(page).toHaveURL(/\/admin\/characters\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const draftPreview = page.getByRole('img', { name: `Preview of ${title}` });
  await expect(draftPreview).toBeVisible();
  await expect.poll(() => draftPreview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
  // The draft's image: staff get it, never cached; a visitor without a session gets 404.
  const staffCopy = await page.request.get(`/api/characters/${id}/preview`);
  expect(staffCopy.status()).toBe(200);
  expect(staffCopy.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
  expect((await request.get(`/api/characters/${id}/preview`)).status()).toBe(404);

  // A source file, then publish.
  await hydrated(page, 'AdminForm', 2);
  await page.getByLabel('Source file').setInputFiles({ name: 'crumb.eps', mimeType: 'application/postscript', buffer: EPS });
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByRole('cell', { name: 'crumb.eps', exact: true })).toBeVisible();
  await hydrated(page, 'AdminButton', 2);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // A new price.
  await hydrated(page, 'AdminForm', 2);
  await page.getByLabel('Standard price').fill('12');
  await page.getByRole('button', { name: 'Save character' }).click();
  await expect(page.getByText('Character saved.')).toBeVisible();

  // Both changes in the audit log, before → after, found by filters kept in the URL.
  await page.goto('/admin/audit');
  await page.getByLabel('Who (e-mail)').fill(DEMO_EMAILS.admin);
  await page.getByRole('combobox', { name: /^What/ }).selectOption('character');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/actor=admin%40toonmart\.test&entity=character/);
  const rows = page.getByRole('row').filter({ hasText: title });
  const published = rows.filter({ hasText: 'publish' }).filter({ hasText: `Published "${title}"` });
  await expect(published.getByRole('deletion')).toHaveText('draft');
  await expect(published.getByRole('insertion')).toHaveText('published');
  const repriced = rows.filter({ hasText: `Updated "${title}"` });
  await expect(repriced.locator('dt')).toHaveText(['priceStandard']);
  await expect(repriced.getByRole('deletion')).toHaveText('9');
  await expect(repriced.getByRole('insertion')).toHaveText('12');
});

test('settings are saved, audited and served at once; the page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await page.goto('/admin/settings');
  await hydrated(page, 'AdminForm');
  await expect(page.getByText('Demo', { exact: true })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);

  const email = `help-${Date.now().toString(36)}@toonmart.test`;
  await page.getByLabel('Support e-mail').fill('not an address');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter an e-mail address such as support@example.com.')).toBeVisible();
  await expect(page.getByLabel('Support e-mail')).toBeFocused();
  await page.getByLabel('Support e-mail').fill(email);
  await expect(page.getByText('Enter an e-mail address such as support@example.com.')).toBeHidden();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(page.getByLabel('Support e-mail')).toHaveValue(email);

  await page.goto('/admin/audit?entity=setting');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('insertion')).toHaveText(email);

  // Put it back, through the API, so other tests see the default.
  const restored = await page.request.post('/api/admin/settings', { data: { ...SETTINGS_DEFAULTS, confirm: true }, headers: { origin: baseURL } });
  expect(restored.status()).toBe(200);
});
