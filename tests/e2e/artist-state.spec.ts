import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { pngFile } from '#/server/uploads/test-files.ts';
import { signIn } from './helpers/auth.ts';
import { EPS, NAV, newArtist, newPage, noSidewaysScroll } from './helpers/artists.ts';

/**
 * One state for a character, seen from every side: staff take an artist's character off sale with a
 * reason → the artist's area says so (with the history) and the artist is mailed; staff check a draft's
 * preview (private, not indexed) and publish it from there. Desktop and phone.
 */
const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];
const origin = { origin: baseURL };

/** The mails in the e2e outbox to `to` whose subject contains `marker`: subject and text. */
async function mailsTo(to: string, marker: string): Promise<{ subject: string; text: string }[]> {
  const outbox = path.resolve('.tmp/e2e/outbox');
  const found: { subject: string; text: string }[] = [];
  for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    const recipient = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
    if (recipient === to && mail.subject?.includes(marker)) found.push({ subject: mail.subject, text: mail.text ?? '' });
  }
  return found;
}

async function typeId(admin: Page): Promise<string> {
  const types = (await (await admin.request.get('/api/admin/character-types')).json()) as { rows: { id: string }[] };
  return types.rows[0]!.id;
}

const fields = (title: string, type: string) => ({ title, typeId: type, priceType: 'credits', priceStandard: '10', priceExtended: '30', discountPercent: '', tags: 'robot', description: `${title}, a test robot.` });

/** An artist's character on sale: a draft with a preview and an EPS file, submitted and approved through the APIs. */
async function artistCharacterOnSale(admin: Page, artist: Page, title: string): Promise<{ id: string; slug: string }> {
  const created = await artist.request.post('/api/contributor/characters', {
    headers: origin,
    multipart: { ...fields(title, await typeId(admin)), preview: { name: 'p.png', mimeType: 'image/png', buffer: await pngFile(400, 400) } },
  });
  expect(created.status()).toBe(201);
  const row = (await created.json()) as { id: string; slug: string };
  const file = await artist.request.post(`/api/contributor/characters/${row.id}/files`, { headers: origin, multipart: { file: { name: 'c.eps', mimeType: 'application/postscript', buffer: EPS(title) } } });
  expect(file.status()).toBe(201);
  const submitted = await artist.request.post(`/api/contributor/characters/${row.id}/submit`, { headers: origin });
  expect(submitted.status()).toBe(200);
  const { version } = (await submitted.json()) as { version: number };
  const approved = await admin.request.post(`/api/admin/review/${row.id}`, { headers: origin, data: { decision: 'approve', version, checklist: ['licence', 'quality', 'naming', 'pricing'] } });
  expect(approved.status()).toBe(200);
  return row;
}

for (const size of SIZES) {
  test(`staff unpublish an artist's character with a reason: the artist's area and mail say why (${size.name})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}${size.name[0]}`;
    const admin = await newPage(browser, size.viewport);
    await signIn(admin, 'admin');
    const email = `state-${stamp}@toonmart.test`;
    const artist = await newArtist(browser, admin, email);
    await artist.setViewportSize(size.viewport);
    const title = `Bolt Robot ${stamp}`;
    const row = await artistCharacterOnSale(admin, artist, title);

    // The list's bulk unpublish asks (a phone's table cells carry their column's name first) to confirm, then for the reason the artist will read.
    const reason = `The EPS file of ${stamp} opens empty.`;
    admin.on('dialog', (dialog) => void (dialog.type() === 'prompt' ? dialog.accept(reason) : dialog.accept()));
    await admin.goto(`/admin/characters?q=${encodeURIComponent(title)}`);
    await expect(admin.getByRole('row').filter({ hasText: title }).getByRole('cell', { name: /Published$/ })).toBeVisible();
    await expect(admin.locator('astro-island[ssr][component-url*="BulkActions"]')).toHaveCount(0);
    await admin.getByRole('checkbox', { name: `Select ${title}` }).check();
    await admin.getByRole('button', { name: 'Unpublish selected' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Unpublished: 1 of 1.' })).toBeVisible(NAV);
    await expect(admin.getByRole('row').filter({ hasText: title }).getByRole('cell', { name: /Unpublished$/ })).toBeVisible();

    // Off the store; the artist's area agrees, says who and why, and offers no Unpublish.
    expect((await (await newPage(browser)).request.get(`/cartoon-characters/${row.slug}`)).status()).toBe(404);
    await artist.goto(`/contributor/characters/${row.id}`);
    await expect(artist.getByText(`Unpublished by staff: ${reason}`).first()).toBeVisible();
    await expect(artist.locator('.state-badge')).toHaveText('Unpublished');
    await expect(artist.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
    const history = artist.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem')).toHaveText([/Unpublished by staff: /, /Published by a reviewer/, /Submitted for review/, /Created as a draft/]);
    await artist.goto('/contributor/characters');
    await expect(artist.getByRole('row').filter({ hasText: title }).getByText('Unpublished', { exact: true })).toBeVisible();
    await noSidewaysScroll(artist);
    await artist.goto(`/contributor/characters/${row.id}`);
    await artist.screenshot({ path: `.tmp/artist-state-unpublished-${size.name}.png`, fullPage: true });

    // The mail arrived, with the reason and a link to the character.
    await expect(async () => {
      const mails = await mailsTo(email, `"${title}" was unpublished by staff`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(reason);
      expect(mails[0]!.text).toContain(`/contributor/characters/${row.id}`);
    }).toPass({ timeout: 20_000 });
  });

  test(`staff check a draft's preview, then publish it from there (${size.name})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}${size.name[0]}`;
    const admin = await newPage(browser, size.viewport);
    await signIn(admin, 'admin');
    const title = `Preview Pal ${stamp}`;
    const slug = `preview-pal-${stamp}`;
    const created = await admin.request.post('/api/admin/characters', {
      headers: origin,
      multipart: { ...fields(title, await typeId(admin)), slug, kind: 'graphi', preview: { name: 'p.png', mimeType: 'image/png', buffer: await pngFile(400, 400) } },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await admin.request.post(`/api/admin/characters/${id}/files`, { headers: origin, multipart: { file: { name: 'c.eps', mimeType: 'application/postscript', buffer: EPS(title) } } })).status()).toBe(201);

    // Shoppers cannot open it; the editor leads to the preview.
    const shopper = await newPage(browser, size.viewport);
    expect((await shopper.request.get(`/cartoon-characters/${slug}/preview`)).status()).toBe(404);
    await admin.goto(`/admin/characters/${id}`);
    await admin.getByRole('link', { name: 'Check the preview' }).click();
    await expect(admin).toHaveURL(new RegExp(`/cartoon-characters/${slug}/preview$`));
    const banner = admin.getByRole('complementary', { name: 'Preview' });
    await expect(banner).toContainText('It is not on sale yet.');
    await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(admin.getByRole('img', { name: new RegExp(title) }).first()).toBeVisible();
    await expect(admin.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const answer = await admin.request.get(`/cartoon-characters/${slug}/preview`);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await noSidewaysScroll(admin);
    await admin.screenshot({ path: `.tmp/artist-state-preview-${size.name}.png`, fullPage: true });

    await expect(banner.locator('astro-island[ssr]')).toHaveCount(0);
    await banner.getByRole('button', { name: 'Publish' }).click();
    await expect(banner).toContainText('this character is on sale', NAV);
    expect((await shopper.request.get(`/cartoon-characters/${slug}`)).status()).toBe(200);
  });
}
