import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { pngFile } from '#/server/uploads/test-files.ts';
import { signIn } from './helpers/auth.ts';

/** An artist's character from draft to sale: submit with files, changes requested, resubmitted, approved, then in the catalogue and on the artist page. */
const EPS = Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n%%Title: Pixel Pip\nnewpath 10 10 moveto 90 90 lineto stroke\nshowpage\n%%EOF\n');
const PASSWORD = 'a-long-artist-password-2026';

async function hydrated(page: Page, island: string, count = 1) {
  await expect(page.locator(`astro-island[component-url*="${island}"]`)).toHaveCount(count);
  await expect(page.locator(`astro-island[ssr][component-url*="${island}"]`)).toHaveCount(0);
}

async function newPage(browser: Browser, viewport = { width: 1366, height: 768 }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  return context.newPage();
}

/** A fresh account made a contributor by the admin, then signed in (its own email, so tests run in parallel). */
async function newArtist(browser: Browser, admin: Page, email: string) {
  const page = await newPage(browser);
  const registered = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD }, headers: { origin: baseURL } });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { _id: string } };
  const promoted = await admin.request.post(`/api/admin/users/${user._id}/role`, { data: { role: 'contributor' }, headers: { origin: baseURL } });
  expect(promoted.status()).toBe(200);
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD }, headers: { origin: baseURL } });
  expect(login.status()).toBe(200);
  return page;
}

async function decide(admin: Page, title: string, decision: string, checks: boolean, note?: [string, string]) {
  await admin.goto('/admin/review');
  await admin.getByRole('link', { name: title }).click();
  await hydrated(admin, 'AdminForm');
  if (checks) for (const box of await admin.getByRole('checkbox').all()) await box.check();
  await admin.getByLabel('Decision').selectOption(decision);
  if (note) await admin.getByLabel(note[0]).fill(note[1]);
  await admin.getByRole('button', { name: 'Send decision' }).click();
  await expect(admin).toHaveURL(/\/admin\/review$/);
}

test('an artist submits a character with a file, fixes what the reviewer asked, and it goes on sale by them', async ({ page: admin, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Ada Inkwell ${stamp}`;
  const title = `Pixel Pip ${stamp}`;
  await signIn(admin, 'admin');
  const artist = await newArtist(browser, admin, `artist-${stamp}@toonmart.test`);

  // The artist area: My jobs (no "Not Allocated" tab), My characters, the profile.
  await artist.goto('/contributor');
  const nav = artist.getByRole('navigation', { name: 'Contributor' });
  await expect(nav.getByRole('link', { name: 'My characters' })).toBeVisible();
  await expect(artist.getByRole('link', { name: 'Not Allocated' })).toHaveCount(0);
  await artist.goto('/contributor/profile');
  await hydrated(artist, 'AdminForm');
  await artist.getByLabel('Name shown to shoppers').fill(name);
  await artist.getByLabel('Links').fill('http://insecure.example');
  await artist.getByRole('button', { name: 'Save profile' }).click();
  await expect(artist.getByText('Links must be full addresses starting with https://')).toBeVisible();
  await artist.getByLabel('Links').fill('https://ada.example/portfolio');
  await artist.getByRole('button', { name: 'Save profile' }).click();
  await expect(artist.getByText('Profile saved.')).toBeVisible();

  // A draft with a preview and an EPS file, submitted: then locked.
  await artist.goto('/contributor/characters');
  await artist.getByRole('link', { name: 'New character' }).click();
  await hydrated(artist, 'AdminForm');
  await artist.getByLabel('Title').fill(`Pixel Pipp ${stamp}`);
  await artist.getByLabel('Tags').fill('pixel, robot');
  await artist.getByLabel('Price type').selectOption('credits');
  await artist.getByLabel('Standard price').fill('8');
  await artist.getByLabel('Extended price').fill('24');
  await artist.getByLabel('Preview image').setInputFiles({ name: 'pip.png', mimeType: 'image/png', buffer: await pngFile(600, 600) });
  await artist.getByRole('button', { name: 'Save draft' }).click();
  await expect(artist).toHaveURL(/\/contributor\/characters$/);
  await expect(artist.getByRole('row', { name: new RegExp(`Pixel Pipp ${stamp}`) })).toContainText('Draft');
  await artist.getByRole('link', { name: `Pixel Pipp ${stamp}` }).click();
  await hydrated(artist, 'AdminForm', 2);
  await artist.getByLabel('Source file').setInputFiles({ name: 'pip.eps', mimeType: 'application/postscript', buffer: EPS });
  await artist.getByRole('button', { name: 'Upload file' }).click();
  await expect(artist.getByRole('cell', { name: 'EPS', exact: true })).toBeVisible();
  await hydrated(artist, 'AdminButton', 2);
  await artist.getByRole('button', { name: 'Submit for review' }).click();
  await expect(artist.getByText('It is locked until they decide.')).toBeVisible();
  await expect(artist.getByRole('button', { name: 'Upload file' })).toHaveCount(0);

  // The reviewer asks for a change of name; the artist reads the note, fixes it and resubmits.
  await decide(admin, `Pixel Pipp ${stamp}`, 'request_changes', false, ['Note on: Title and naming', 'The name has a typo: Pip, with one p.']);
  await artist.reload();
  await expect(artist.getByText('Changes requested')).toBeVisible();
  await expect(artist.getByText('The name has a typo: Pip, with one p.')).toBeVisible();
  await hydrated(artist, 'AdminForm', 2);
  await artist.getByLabel('Title').fill(title);
  await artist.getByRole('button', { name: 'Save draft' }).click();
  await expect(artist.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await hydrated(artist, 'AdminButton', 2);
  await artist.getByRole('button', { name: 'Submit for review' }).click();
  await expect(artist.getByText('It is locked until they decide.')).toBeVisible();

  // Approved with the whole checklist: on sale, by the artist.
  await decide(admin, title, 'approve', true);
  await artist.reload();
  await expect(artist.getByText('Published', { exact: true })).toBeVisible();
  const shopper = await newPage(browser);
  await shopper.goto(`/cartoon-characters?q=${encodeURIComponent(`pixel pip ${stamp}`)}`);
  const card = shopper.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('link', { name })).toBeVisible();
  await card.getByRole('link', { name: new RegExp(title) }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await shopper.getByRole('link', { name }).click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'ada.example' })).toHaveAttribute('href', 'https://ada.example/portfolio');
  const ld = await shopper.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join('\n')).toContain('"@type":"Person"');
});

test('on a phone, My characters fits the screen and opens the area menu', async ({ page: admin, browser }) => {
  const stamp = Date.now().toString(36);
  await signIn(admin, 'admin');
  const desk = await newArtist(browser, admin, `artist-phone-${stamp}@toonmart.test`);
  const phone = await newPage(browser, { width: 390, height: 844 });
  await phone.context().addCookies(await desk.context().cookies());
  await phone.goto('/contributor/characters');
  await expect(phone.getByRole('heading', { level: 1, name: 'My characters' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'New character' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.getByRole('button', { name: 'Menu' }).click();
  await expect(phone.getByRole('link', { name: 'My characters' })).toBeVisible();
  await phone.screenshot({ path: '.tmp/artists-phone.png', fullPage: true });
});
