import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { openWhenPrepared } from './helpers/media.ts';

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function openGallery(page: Page, slug: string, first: string) {
  await openWhenPrepared(page, `/cartoon-characters/${slug}`, (p) => p.getByRole('img', { name: first }));
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('user@toonmart.test');
  await page.getByLabel('Password', { exact: true }).fill('toonmart-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

for (const [device, viewport] of [['desktop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]] as const) {
  test.describe(`character gallery on ${device}`, () => {
    test.use({ viewport });

    test('switches views, enlarges to full screen, steps through by keyboard and swipe, and lists the files with their sizes', async ({ page }) => {
      // The PNG is made after every gallery: wait for its row, which comes last.
      const pngRow = (p: Page) => p.getByRole('table', { name: 'Files included' }).getByRole('row', { name: /^PNG .* [\d.]+ [KM]B 3000 × 3000 px$/ });
      await openWhenPrepared(page, '/cartoon-characters/pirate-pete', pngRow);
      const gallery = page.getByRole('region', { name: 'Pirate Pete gallery' });
      await gallery.getByRole('link', { name: 'Show Three-quarter view' }).click();
      await expect(gallery.getByRole('img', { name: 'Pirate Pete — Three-quarter view' })).toBeVisible();
      await expect(gallery.getByRole('link', { name: 'Show Three-quarter view' })).toHaveAttribute('aria-current', 'true');

      await gallery.getByRole('link', { name: 'Click to enlarge Pirate Pete — Three-quarter view' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Pirate Pete, larger view' });
      await expect(dialog.getByRole('img', { name: 'Pirate Pete — Three-quarter view' })).toBeVisible();
      expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
      await expect(dialog.getByRole('button', { name: 'Zoom (Z)' })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('img', { name: 'Pirate Pete — Expressions' })).toBeVisible();
      await expect(dialog.getByText('Pirate Pete — Expressions', { exact: true })).toBeVisible();
      // A drag to the right (a swipe) goes back one view.
      await page.mouse.move(viewport.width * 0.2, viewport.height / 2);
      await page.mouse.down();
      await page.mouse.move(viewport.width * 0.8, viewport.height / 2, { steps: 8 });
      await page.mouse.up();
      await expect(dialog.getByRole('img', { name: 'Pirate Pete — Three-quarter view' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const files = page.getByRole('table', { name: 'Files included' });
      await expect(files.getByRole('row', { name: /^PNG .* [\d.]+ [KM]B 3000 × 3000 px$/ })).toBeVisible();
    });
  });
}

test('a set shows its cast and each member, links to their pages and sells each format as a ZIP', async ({ page }) => {
  await openGallery(page, 'forest-friends-set', 'Forest Friends Set — The cast');
  const gallery = page.getByRole('region', { name: 'Forest Friends Set gallery' });
  const members = page.getByRole('region', { name: 'Characters in this set' });
  for (const member of ['Benny the Bear', 'Foxy Fiona', 'Rusty the Raccoon', 'Ollie the Owl']) {
    await expect(gallery.getByRole('link', { name: `Show ${member}` })).toBeVisible();
    await expect(members.getByRole('link', { name: new RegExp(member) }).first()).toHaveAttribute('href', `/cartoon-characters/${member.toLowerCase().replace(/ /g, '-')}`);
  }
  await expect(page.getByRole('table', { name: 'Files included' }).getByRole('row', { name: /^SVG .*ZIP: each character and the group scene/ })).toBeVisible();
});

async function downloaded(page: Page, format: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: new RegExp(`^Download ${format} `) }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('the animated preview plays muted in a loop, and a signed-in shopper downloads real free files', async ({ page }) => {
  test.setTimeout(720_000);
  await signIn(page);
  // Night Owl is a free sample offered in every format; reload until its videos are ready too (the WebM comes last).
  await expect(async () => {
    await openGallery(page, 'night-owl', 'Night Owl — Front');
    await expect(page.getByRole('link', { name: /^Download WEBM / })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 600_000 });

  // The clip is the fallback of the Lottie preview: with no Lottie to load, the clip plays.
  await page.route('**/preview?lottie', (route) => route.abort());
  await page.getByRole('link', { name: 'Play the animated preview' }).click();
  const video = page.locator('video[aria-label="Night Owl, animated preview"]');
  await expect(video).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop])).toEqual([true, true]);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);

  const png = await downloaded(page, 'PNG');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  // IHDR: width and height, big-endian, right after the signature and the chunk header.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([3000, 3000]);
  const eps = await downloaded(page, 'EPS');
  expect(eps.toString('latin1', 0, 23)).toBe('%!PS-Adobe-3.0 EPSF-3.0');
  const mp4 = await downloaded(page, 'MP4');
  expect(mp4.toString('latin1', 4, 8)).toBe('ftyp');
  expect(mp4.includes(Buffer.from('avc1'))).toBe(true);
  // The rig: a named group per part with its pivot; the transparent video: VP9 in WebM with an alpha channel.
  const svg = (await downloaded(page, 'SVG')).toString();
  expect(svg).toMatch(/<g id="arm-right-upper"[^>]* data-pivot="[\d.]+ [\d.]+"/);
  const webm = await downloaded(page, 'WEBM');
  expect(webm.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  expect(webm.includes(Buffer.from('V_VP9'))).toBe(true);
});
