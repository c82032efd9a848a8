import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { mp4Fixture } from '#/server/uploads/mp4-fixture.ts';
import { pngFile } from '#/server/uploads/test-files.ts';
import { signIn } from './helpers/auth.ts';
import { hydrated, newArtist, newPage, noSidewaysScroll } from './helpers/artists.ts';

/**
 * The staff and artist areas as a workplace: main actions are styled touch targets (44 px or more)
 * with one primary style, lists on a phone show their data first with the filters folded behind
 * "Filters", uploads keep their names and show what was read from them (an SVG only sanitised),
 * and the tutorial editor fills the slug from the title and checks captions line by line.
 */
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/studio';
const origin = { origin: baseURL };

const ADMIN_LISTS = ['/admin/characters', '/admin/users', '/admin/orders', '/admin/jobs', '/admin/tutorials', '/admin/audit', '/admin/payouts', '/admin/coupons', '/admin/social-links', '/admin/customize-levels', '/admin/character-types', '/admin/review', '/admin/reviews'];
const ARTIST_LISTS = ['/contributor', '/contributor/characters', '/contributor/earnings'];

async function staffPage(browser: Browser, role: 'admin' | 'contributor', viewport: { width: number; height: number }) {
  const page = await newPage(browser, viewport);
  await signIn(page, role);
  return page;
}

/** Heights of the visible buttons in the page's main area, with their names, and the primary buttons' colours. */
async function buttons(page: Page) {
  return page.locator('.area-main').evaluate((main) => {
    const shown = [...main.querySelectorAll('button, a.btn, summary.btn')].filter((b) => (b as HTMLElement).offsetParent !== null && b.getBoundingClientRect().height > 0);
    return {
      small: shown.filter((b) => b.getBoundingClientRect().height < 44).map((b) => `${b.textContent?.trim()} (${Math.round(b.getBoundingClientRect().height)} px)`),
      primaries: [...new Set(shown.filter((b) => b.classList.contains('btn-primary')).map((b) => getComputedStyle(b).backgroundColor))],
      count: shown.length,
    };
  });
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test(`every admin and artist list has buttons of 44 px or more, one primary style, and no sideways scroll (${label})`, async ({ browser }) => {
    test.setTimeout(180_000);
    for (const [role, paths] of [['admin', ADMIN_LISTS], ['contributor', ARTIST_LISTS]] as const) {
      const page = await staffPage(browser, role, viewport);
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const found = await buttons(page);
        expect(found.small, `${path} at ${label}`).toEqual([]);
        expect(found.primaries.length, `${path}: primary colours ${found.primaries.join(', ')}`).toBeLessThanOrEqual(1);
        await noSidewaysScroll(page);
        await shoot(page, `${path.slice(1).replace(/\//g, '-')}-${label}`);
      }
      await page.context().close();
    }
  });
}

test('on a phone an admin list shows its rows first, the filters folded behind "Filters"; on a wide screen they are open', async ({ browser }) => {
  const phone = await staffPage(browser, 'admin', PHONE);
  await phone.goto('/admin/users?q=toonmart.test');
  const toggle = phone.locator('summary', { hasText: 'Filters' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toContainText('(1 on)');
  await expect(phone.getByLabel('Search')).toBeHidden();
  // The data first: the first row's email is on the first screen, above the pager.
  const email = phone.getByRole('cell', { name: /@toonmart\.test/ }).first();
  await expect(email).toBeInViewport();
  await expect(phone.locator('.admin-table thead')).toHaveCSS('position', 'absolute');
  await toggle.click();
  await expect(phone.getByLabel('Search')).toBeVisible();
  await expect(phone.getByLabel('Search')).toHaveValue('toonmart.test');

  await phone.goto('/admin/audit');
  await expect(phone.getByLabel('Who (e-mail)')).toBeHidden();
  await phone.locator('summary', { hasText: 'Filters' }).click();
  await expect(phone.getByLabel('Who (e-mail)')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
  await phone.context().close();

  const desk = await staffPage(browser, 'admin', DESKTOP);
  await desk.goto('/admin/users');
  await expect(desk.locator('summary', { hasText: 'Filters' })).toBeHidden();
  await expect(desk.getByLabel('Search')).toBeVisible();
  await expect(desk.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await desk.context().close();
});

const VTT_BAD = 'WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nBackwards\n\n00:00:01.000 --> 00:00:02.000\nOut of order\n';
const VTT_GOOD = 'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nOpen the SVG.\n\n00:00:02.000 --> 00:00:03.500\nMove the arm from its shoulder.\n';

for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test(`the tutorial editor fills the slug from the title, checks it is free, and checks captions line by line (${label})`, async ({ browser }) => {
    const page = await staffPage(browser, 'admin', viewport);
    await page.goto('/admin/tutorials/new');
    await hydrated(page, 'TutorialForm');
    const stamp = `${label}-${Date.now()}`;
    await page.getByLabel('Title').fill(`Rig the arm: ${stamp}!`);
    await expect(page.getByLabel('Slug')).toHaveValue(`rig-the-arm-${stamp}`);
    await expect(page.getByText(`/tutorials/rig-the-arm-${stamp} is free.`)).toBeVisible();
    await page.getByLabel('Slug').fill('rig-a-character-from-the-layered-files');
    await expect(page.getByText('Another tutorial already uses /tutorials/rig-a-character-from-the-layered-files.')).toBeVisible();
    // Edited by hand, the slug no longer follows the title.
    await page.getByLabel('Slug').fill(`arm-${stamp}`);
    await page.getByLabel('Title').fill(`Rig the arm again ${stamp}`);
    await expect(page.getByLabel('Slug')).toHaveValue(`arm-${stamp}`);

    await page.getByLabel('Captions').setInputFiles({ name: 'arm.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT_BAD) });
    const problem = page.getByText('"arm.vtt" is not a valid WebVTT captions file. Line 3: This cue ends before it starts (or when it starts). Line 6: Cues are out of order: this cue starts before the one above it.');
    await expect(problem).toBeVisible();
    await expect(page.getByLabel('Captions')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Video').setInputFiles({ name: 'arm.mp4', mimeType: 'video/mp4', buffer: mp4Fixture(1280, 720) });
    await page.getByLabel('Thumbnail').setInputFiles({ name: 'arm.png', mimeType: 'image/png', buffer: await pngFile(640, 360) });
    await page.getByRole('button', { name: 'Create tutorial' }).click();
    await expect(page.getByRole('alert')).toContainText('Some fields are not valid');
    await shoot(page, `tutorial-editor-captions-${label}`);

    await page.getByLabel('Captions').setInputFiles({ name: 'arm.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT_GOOD) });
    await expect(problem).toBeHidden();
    await page.getByLabel('Published').check();
    const create = page.getByRole('button', { name: 'Create tutorial' });
    expect((await create.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await create.click();
    await expect(page).toHaveURL(/\/admin\/tutorials$/);

    await page.goto(`/tutorials/arm-${stamp}`);
    const track = page.locator('video track[kind="captions"]');
    const src = (await track.getAttribute('src'))!;
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toContain('text/vtt');
    expect(await served.text()).toBe(VTT_GOOD);
    await page.context().close();
  });
}

test('the server refuses an invalid captions file with its line numbers, whatever the browser checked', async ({ browser }) => {
  const page = await staffPage(browser, 'admin', DESKTOP);
  const res = await page.request.post('/api/admin/tutorials', { headers: origin, multipart: {
    title: 'Captions check', slug: `captions-check-${Date.now()}`, level: 'beginner',
    video: { name: 'v.mp4', mimeType: 'video/mp4', buffer: mp4Fixture(1280, 720) },
    thumbnail: { name: 't.png', mimeType: 'image/png', buffer: await pngFile(640, 360) },
    captions: { name: 'talk.vtt', mimeType: 'text/vtt', buffer: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nSRT, not WebVTT\n') },
  } });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.message).toContain('"talk.vtt" is not a valid WebVTT captions file. Line 1: The file must start with the line "WEBVTT".');
  await page.context().close();
});

const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" onload="alert(1)"><script>alert(2)</script>
<g id="arm-right" data-pivot="20 10"><rect width="40" height="40" fill="#f5a623"/></g><image href="https://evil.example/x.png"/></svg>`;

for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test(`an artist's uploads keep their names and show the size and transparency read from them; an SVG is kept sanitised (${label})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await staffPage(browser, 'admin', DESKTOP);
    const artist = await newArtist(browser, admin, `studio-${label}-${Date.now()}@example.test`);
    await artist.setViewportSize(viewport);
    await artist.goto('/contributor/characters/new');
    const typeId = (await artist.locator('select[name="typeId"] option[value]:not([value=""])').first().getAttribute('value'))!;
    const made = await artist.request.post('/api/contributor/characters', { headers: origin, multipart: {
      title: `Sunny Blob ${label} ${Date.now()}`, typeId, priceType: 'free', priceStandard: '0', priceExtended: '0', discountPercent: '', tags: 'blob', description: 'A sunny blob.',
    } });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    await artist.goto(`/contributor/characters/${id}`);
    await hydrated(artist, 'AdminForm', await artist.locator('astro-island[component-url*="AdminForm"]').count());

    const opaque = await pngFile(300, 200);
    for (const [name, buffer, mimeType] of [['Sunny Blob – front.png', opaque, 'image/png'], ['Sunny Blob – side.png', opaque, 'image/png'], ['Sunny rig.svg', Buffer.from(HOSTILE_SVG), 'image/svg+xml']] as const) {
      await artist.getByLabel('Source file').setInputFiles({ name, mimeType, buffer });
      await artist.getByRole('button', { name: 'Upload file' }).click();
      // On a phone a cell's name starts with its column's (the card's label): matched by what it holds.
      await expect(artist.getByRole('cell', { name })).toBeVisible();
    }
    const files = artist.getByRole('table', { name: 'Files buyers download' });
    const row = (name: string) => files.getByRole('row').filter({ has: artist.getByRole('cell', { name }) });
    await expect(row('Sunny Blob – front.png')).toContainText('300×200 px · opaque background');
    await expect(row('Sunny Blob – side.png')).toContainText('300×200 px · opaque background');
    await expect(row('Sunny rig.svg')).toContainText('400×300 px · transparent background');
    const remove = artist.getByRole('button', { name: 'Remove SVG file' });
    expect((await remove.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shoot(artist, `artist-files-${label}`);
    await noSidewaysScroll(artist);

    // What was stored is the drawing without its script, event attribute or outside image.
    const page = await (await admin.request.get(`/admin/characters/${id}`)).text();
    const key = page.match(/\/api\/admin\/files\/([\w-]+\/[\w-]+\.svg)/)![1]!;
    const stored = await (await admin.request.get(`/api/admin/files/${key}`)).text();
    expect(stored).toContain('<g id="arm-right" data-pivot="20 10">');
    expect(stored).not.toMatch(/script|onload|evil\.example|<image/);
    await admin.context().close();
    await artist.context().close();
  });
}
