import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { mp4Fixture } from '#/server/uploads/mp4-fixture.ts';
import { executable, pngFile } from '#/server/uploads/test-files.ts';
import { signIn } from './helpers/auth.ts';

/** The e2e server's storage (scripts/e2e-server.mjs: DATA_DIR=.tmp/e2e, local driver). */
const storageDir = path.resolve('.tmp/e2e/storage');
const storedFiles = (folder: string) => {
  const dir = path.join(storageDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

/** The admin form is a React island: wait until it has hydrated. */
async function hydrated(page: Page) {
  await expect(page.locator('astro-island[component-url*="Form."]')).toHaveCount(1);
  await expect(page.locator('astro-island[ssr][component-url*="Form."]')).toHaveCount(0);
}

async function submitIcon(page: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Network').fill(name);
  await page.getByLabel('Address').fill(`https://example.com/${name.toLowerCase()}`);
  await page.getByLabel('Icon').setInputFiles(file);
  await page.getByRole('button', { name: 'Add social link' }).click();
}

test.describe.serial('admin content with uploads', () => {
  test('refuses a renamed executable, an oversized icon and a wrong aspect ratio, keeping no file', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/social-links');
    await hydrated(page);
    const before = storedFiles('social-links');
    await submitIcon(page, 'Sneaky', { name: 'icon.png', mimeType: 'image/png', buffer: executable() });
    await expect(page.getByRole('alert')).toContainText('"icon.png" is not a PNG, JPEG or WebP file: its content is EXE');
    const big = Buffer.concat([await pngFile(64, 64), Buffer.alloc(3 * 1024 * 1024)]);
    await submitIcon(page, 'Huge', { name: 'huge.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByRole('alert')).toContainText('"huge.png" is larger than 3 MB, the limit for a social link icon.');
    await submitIcon(page, 'Wide', { name: 'wide.png', mimeType: 'image/png', buffer: await pngFile(300, 100) });
    await expect(page.getByRole('alert')).toContainText('"wide.png" is 300×100 (3:1); a social link icon must be 1:1.');
    expect(storedFiles('social-links')).toBe(before);
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Sneaky', exact: true })).toHaveCount(0);
  });

  test('an admin adds a social link; it shows in the footer of on-demand and prerendered pages', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/social-links');
    await hydrated(page);
    await submitIcon(page, 'YouTube', { name: 'yt.png', mimeType: 'image/png', buffer: await pngFile(128, 128) });
    await expect(page.getByRole('cell', { name: 'YouTube', exact: true })).toBeVisible();
    for (const url of ['/tutorials', '/']) {
      await page.goto(url);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'YouTube' });
      await expect(link).toHaveAttribute('href', 'https://example.com/youtube');
    }
    const icon = await page.getByRole('contentinfo').getByRole('link', { name: 'YouTube' }).locator('img').getAttribute('src');
    const response = await page.request.get(icon ?? '');
    expect(response.headers()).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(response.headers()['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
  });

  test('an admin publishes a tutorial with a video and a 16:9 thumbnail; visitors find it at /tutorials', async ({ page, browser }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/tutorials/new');
    await hydrated(page);
    await page.getByLabel('Title').fill('Rigging a walk cycle');
    await page.getByLabel('Slug').fill('rigging-a-walk-cycle');
    await page.getByLabel('Summary').fill('Bones, easing and a loop in Adobe Animate.');
    await page.getByLabel('Text').fill('First, import the character.\n\nThen add the bones.');
    await page.getByLabel('Video').setInputFiles({ name: 'walk.mp4', mimeType: 'video/mp4', buffer: mp4Fixture(1280, 720) });
    await page.getByLabel('Thumbnail').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: await pngFile(400, 400) });
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Create tutorial' }).click();
    await expect(page.getByRole('alert')).toContainText('"square.png" is 400×400 (1:1); a tutorial thumbnail must be 16:9.');
    await page.getByLabel('Thumbnail').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: await pngFile(640, 360) });
    await page.getByRole('button', { name: 'Create tutorial' }).click();
    await expect(page).toHaveURL(/\/admin\/tutorials$/);
    await expect(page.getByRole('link', { name: 'Rigging a walk cycle' })).toBeVisible();

    const visitorContext = await browser.newContext();
    await visitorContext.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
    const visitor = await visitorContext.newPage();
    await visitor.goto('/tutorials');
    await visitor.getByRole('link', { name: 'Rigging a walk cycle' }).click();
    await expect(visitor).toHaveTitle('Rigging a walk cycle | Toonmart');
    await expect(visitor.getByText('Then add the bones.')).toBeVisible();
    const video = await visitor.locator('video source').getAttribute('src');
    expect((await visitor.request.get(video ?? '')).headers()['content-type']).toBe('video/mp4');
    await visitorContext.close();

    await page.goto('/admin/audit');
    await expect(page.getByRole('cell', { name: 'Created tutorial "Rigging a walk cycle"' })).toBeVisible();
  });
});
