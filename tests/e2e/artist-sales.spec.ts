import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { SETTINGS_DEFAULTS } from '#/lib/settings.ts';
import { DEMO_EMAILS, signIn } from './helpers/auth.ts';
import { buyByCard, dollars, hydrated, NAV, newPage, noSidewaysScroll } from './helpers/artists.ts';

/**
 * Sales an artist can follow: sale notices (mail and push, per artist), sales and earnings per
 * character, the earnings beside the editor's prices; staff confirm a settings change that moves
 * money; an announcement with its reach. Desktop and phone.
 */
const SIZES = [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }];
const OUTBOX = path.resolve('.tmp/e2e/outbox');

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

/** The subjects of the mails sent to `email` whose subject starts with `prefix`, once there are at least `count`. */
async function mailsTo(email: string, prefix: string, count: number): Promise<string[]> {
  let subjects: string[] = [];
  await expect(async () => {
    subjects = [];
    for (const file of fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX) : []) {
      const mail = await simpleParser(fs.readFileSync(path.join(OUTBOX, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
      if (to.includes(email) && mail.subject?.startsWith(prefix)) subjects.push(mail.subject);
    }
    expect(subjects.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 45_000 });
  return subjects;
}

/** The demo artist's first published character: its row in the list, and its address in the store. */
async function publishedCharacter(artist: Page): Promise<{ title: string; slug: string }> {
  await artist.goto('/contributor/characters');
  const row = artist.getByRole('row').filter({ hasText: 'Published' }).first();
  const title = (await row.getByRole('link').textContent())!.trim();
  await row.getByRole('link').click();
  const slug = (await artist.getByRole('link', { name: 'View in the store' }).getAttribute('href'))!.split('/').pop()!;
  return { title, slug };
}

const figures = async (artist: Page, title: string) => {
  const row = artist.getByRole('row').filter({ has: artist.getByRole('link', { name: title, exact: true }) });
  return { sales: Number(await row.getByRole('cell').nth(4).textContent()), earned: dollars((await row.getByRole('cell').nth(5).textContent())!) };
};

for (const size of SIZES) {
  test(`on ${size.name}: an artist keeps sale mails on, gets one for a sale, and sees the sale and earnings on the character list`, async ({ browser }) => {
    const artist = await newPage(browser, size.viewport);
    await signIn(artist, 'contributor');

    // The setting: on by default; turning push off keeps mail on, and it stays saved.
    await artist.goto('/contributor/profile');
    await hydrated(artist, 'AdminForm', 2);
    const mail = artist.getByLabel('Email me about each sale');
    const push = artist.getByLabel('Send a push notification for each sale');
    await expect(mail).toBeChecked();
    await push.uncheck();
    await artist.getByRole('button', { name: 'Save notifications' }).click();
    await expect(artist.getByText('Sale notifications saved.')).toBeVisible(NAV);
    await expect(artist.getByLabel('Send a push notification for each sale')).not.toBeChecked();
    await expect(artist.getByLabel('Email me about each sale')).toBeChecked();
    await artist.screenshot({ path: `.tmp/sales-notices-${size.name}.png`, fullPage: true });

    const { title, slug } = await publishedCharacter(artist);
    await artist.goto('/contributor/characters');
    const before = await figures(artist, title);
    const mailsBefore = (await mailsTo(DEMO_EMAILS.contributor, `You sold ${title}`, 0)).length;

    const shopper = await newPage(browser, size.viewport);
    await buyByCard(shopper, slug);

    // The list counts the sale and what it earned; the mail names the character and the share.
    await artist.reload();
    const after = await figures(artist, title);
    expect(after.sales).toBe(before.sales + 1);
    expect(after.earned).toBeGreaterThan(before.earned);
    const subjects = await mailsTo(DEMO_EMAILS.contributor, `You sold ${title}`, mailsBefore + 1);
    expect(subjects.at(-1)).toMatch(new RegExp(`^You sold ${title}: you earn \\$\\d+\\.\\d\\d$`));
    await noSidewaysScroll(artist);
    await artist.screenshot({ path: `.tmp/sales-list-${size.name}.png`, fullPage: true });

    // Setting prices: what one sale earns shows beside each price as it is typed.
    await artist.goto('/contributor/characters/new');
    await hydrated(artist, 'AdminForm');
    await artist.getByLabel('Price type').selectOption('currency');
    await artist.getByLabel('Standard price').fill('20');
    await expect(artist.getByText(/^You earn \$\d+\.\d\d per sale \(\d+ % of \$20\.00\)\.$/)).toBeVisible();
    await artist.getByLabel('Discount').selectOption('10');
    await expect(artist.getByText(/^You earn \$\d+\.\d\d per sale \(\d+ % of \$18\.00\)\.$/)).toBeVisible();
    await artist.getByLabel('Price type').selectOption('credits');
    await artist.getByLabel('Extended price').fill('30');
    await expect(artist.getByText(/per sale \(\d+ % of \$\d+\.\d\d at 1 credit = \$\d+\.\d\d\)\.$/).first()).toBeVisible();
    await artist.screenshot({ path: `.tmp/sales-editor-${size.name}.png`, fullPage: true });

    // Back to the defaults for the next run.
    expect((await artist.request.post('/api/contributor/sale-notices', { data: { mail: true, push: true } })).status()).toBe(200);
    await shopper.close();
    await artist.close();
  });

  test(`on ${size.name}: a settings change that moves money asks for confirmation, names it, and the artist area follows`, async ({ page, baseURL }) => {
    await page.setViewportSize(size.viewport);
    await signIn(page, 'admin');
    // The server refuses a money change without the confirmation, with what it would change.
    const refused = await page.request.post('/api/admin/settings', { data: { ...SETTINGS_DEFAULTS, creditValueCents: 120 }, headers: { origin: baseURL! } });
    expect(refused.status()).toBe(409);
    const { error } = (await refused.json()) as { error: { code: string; details: { changes: { text: string }[] } } };
    expect(error.code).toBe('CONFIRMATION_REQUIRED');
    expect(error.details.changes[0]!.text).toMatch(/^Credit value 100¢ → 120¢: credit-priced items will cost customers 20% more in dollars/);

    try {
      await page.goto('/admin/settings');
      await hydrated(page, 'AdminForm');
      await page.getByLabel('Payout minimum (cents)').fill('4000');
      await page.getByRole('button', { name: 'Save settings' }).click();
      const confirm = page.getByRole('region', { name: 'Confirm this change' });
      await expect(confirm.getByRole('listitem')).toHaveText(['Payout minimum $50.00 → $40.00: artists can ask for a payout once $40.00 is available.']);
      await page.screenshot({ path: `.tmp/sales-settings-confirm-${size.name}.png`, fullPage: true });
      await confirm.getByRole('button', { name: 'Confirm and save' }).click();
      await expect(page.getByText('Settings saved.')).toBeVisible(NAV);
      await expect(page.getByLabel('Payout minimum (cents)')).toHaveValue('4000');

      const artist = await newPage(page.context().browser()!, size.viewport);
      await signIn(artist, 'contributor');
      await artist.goto('/contributor/earnings');
      await expect(artist.getByText('Payouts from $40.00')).toBeVisible();
      await expect(artist.getByText(/a sale in credits counts at the store's credit value: 1 credit = \$1\.00/)).toBeVisible();
      await artist.close();
    } finally {
      const restored = await page.request.post('/api/admin/settings', { data: { ...SETTINGS_DEFAULTS, confirm: true }, headers: { origin: baseURL! } });
      expect(restored.status()).toBe(200);
    }
  });

  test(`on ${size.name}: staff send an announcement to artists by push, mail and banner and read its reach`, async ({ page, browser }) => {
    await page.setViewportSize(size.viewport);
    // The demo artist has a device subscribed to push.
    const artist = await newPage(browser, size.viewport);
    await signIn(artist, 'contributor');
    const token = `e2e-${size.name}-${Date.now()}:APA91b`;
    expect((await artist.request.post('/api/apiFirewall/save-fcm-token', { data: { token } })).status()).toBe(200);

    await signIn(page, 'admin');
    await page.goto('/admin/announcements');
    const artistsRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Artists' }) });
    const devices = Number(await artistsRow.getByRole('cell').nth(1).textContent());
    expect(devices).toBeGreaterThan(0);
    const title = `Royalty news ${size.name} ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill('Sales notifications are here: see your profile.');
    await page.getByLabel('Link (optional)').fill('/contributor/profile');
    await page.getByRole('radio', { name: /^Artists/ }).check();
    await page.getByRole('checkbox', { name: 'Email' }).check();
    await page.getByRole('checkbox', { name: 'Banner on the site' }).check();
    await page.getByRole('button', { name: 'Send announcement' }).click();
    await expect(page.getByText(/^Announcement saved: it goes to artists/)).toBeVisible();

    // The job runner sends it; the history shows what each channel reached.
    const entry = page.getByRole('list', { name: 'Announcements, newest first' }).getByRole('listitem').filter({ hasText: title }).first();
    await expect(async () => {
      await page.reload();
      await expect(entry.getByText(/^Push notification: delivered to \d+ of \d+ devices/)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 45_000 });
    await expect(entry.getByText(/^Email: sent to \d+ accounts?$/)).toBeVisible();
    await expect(entry.getByText(/^Banner on the site: showing until \d{4}-\d\d-\d\d$/)).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: `.tmp/sales-announcements-${size.name}.png`, fullPage: true });

    // Artists see the banner in their area; a shopper does not.
    await artist.goto('/contributor');
    await expect(artist.getByRole('complementary', { name: 'Announcement' }).first()).toBeVisible();
    await artist.screenshot({ path: `.tmp/sales-banner-${size.name}.png` });
    await artist.close();
    const shopper = await newPage(browser, size.viewport);
    await signIn(shopper, 'user');
    await shopper.goto('/account');
    await expect(shopper.getByText(title)).toHaveCount(0);
    await shopper.close();
  });
}
