import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { pngFile } from '#/server/uploads/test-files.ts';
import { signIn } from './helpers/auth.ts';
import { buyByCard, decide, dollars, EPS, hydrated, NAV, newArtist, newPage, noSidewaysScroll, stat } from './helpers/artists.ts';

/**
 * Issue 19 in one walk: a new artist submits a character with a file → the reviewer asks for a change →
 * the artist fixes it and resubmits → approved → in the catalogue and on the artist page → a shopper buys
 * it by card → the artist's pending royalty is 50 % of the price → the e2e royalty clock passes the 14-day
 * hold → available → payout details and a payout request → an admin approves (demo) → balance 0.
 */
// Both walks move the store's one royalty clock, so they run one after the other.
test.describe.configure({ mode: 'serial' });

test('an artist sells a character from submission to payout', async ({ page: admin, browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const email = `artist-${stamp}@toonmart.test`;
  const name = `Ada Inkwell ${stamp}`;
  const title = `Pixel Pip ${stamp}`;
  await signIn(admin, 'admin');
  // The hold is judged by the e2e server's royalty clock: back to real time, so this sale starts pending.
  expect((await admin.request.post('/api/testing/royalty-clock', { data: { days: 0, reset: true } })).status()).toBe(200);
  const artist = await newArtist(browser, admin, email);

  // The artist area and the public name; links must be https.
  await artist.goto('/contributor');
  await expect(artist.getByRole('navigation', { name: 'Contributor' }).getByRole('link', { name: 'My characters' })).toBeVisible();
  await expect(artist.getByRole('link', { name: 'Not Allocated' })).toHaveCount(0);
  await artist.goto('/contributor/profile');
  // The profile form and the sale notifications form.
  await hydrated(artist, 'AdminForm', 2);
  await artist.getByLabel('Name shown to shoppers').fill(name);
  await artist.getByLabel('Links').fill('http://insecure.example');
  await artist.getByRole('button', { name: 'Save profile' }).click();
  await expect(artist.getByText('Links must be full addresses starting with https://')).toBeVisible();
  await artist.getByLabel('Links').fill('https://ada.example/portfolio');
  await artist.getByRole('button', { name: 'Save profile' }).click();
  await expect(artist.getByText('Profile saved.')).toBeVisible();

  // A $120 draft with a preview and an EPS file, submitted: then locked.
  await artist.goto('/contributor/characters/new');
  await hydrated(artist, 'AdminForm');
  await artist.getByLabel('Title').fill(`Pixel Pipp ${stamp}`);
  await artist.getByLabel('Tags').fill('pixel, robot');
  await artist.getByLabel('Price type').selectOption('currency');
  await artist.getByLabel('Standard price').fill('120');
  await artist.getByLabel('Extended price').fill('240');
  await artist.getByLabel('Preview image').setInputFiles({ name: 'pip.png', mimeType: 'image/png', buffer: await pngFile(600, 600) });
  await artist.getByRole('button', { name: 'Save draft' }).click();
  // Saving stays on the draft, where its files are added next.
  await expect(artist).toHaveURL(/\/contributor\/characters\/[0-9a-f-]{36}$/);
  await expect(artist.getByRole('heading', { level: 1, name: `Pixel Pipp ${stamp}` })).toBeVisible();
  await expect(artist.getByText('Draft saved. Add its files next, then submit it for review.')).toBeVisible();
  await hydrated(artist, 'AdminForm', 2);
  await artist.getByLabel('Source file').setInputFiles({ name: 'pip.eps', mimeType: 'application/postscript', buffer: EPS(title) });
  await artist.getByRole('button', { name: 'Upload file' }).click();
  await expect(artist.getByRole('cell', { name: 'EPS', exact: true })).toBeVisible();
  await hydrated(artist, 'AdminButton', 2);
  await artist.getByRole('button', { name: 'Submit for review' }).click();
  await expect(artist.getByText('It is locked until they decide.')).toBeVisible();
  await expect(artist.getByRole('button', { name: 'Upload file' })).toHaveCount(0);

  // Changes requested; the artist reads the note, fixes the name and resubmits; approved with the whole checklist.
  await decide(admin, `Pixel Pipp ${stamp}`, 'request_changes', false, ['Note on: Title and naming', 'The name has a typo: Pip, with one p.']);
  await artist.reload();
  await expect(artist.getByText('Changes requested', { exact: true })).toBeVisible();
  await expect(artist.getByRole('region', { name: "Reviewer's notes" }).getByText('The name has a typo: Pip, with one p.')).toBeVisible();
  await expect(artist.getByRole('region', { name: 'History' })).toContainText('Changes requested by a reviewer: The name has a typo');
  // The artist answers the note, then makes the change.
  await hydrated(artist, 'AdminForm', 3);
  await artist.getByLabel('Your answer on: Title and naming').fill('Renamed: Pip, with one p.');
  await artist.getByRole('button', { name: 'Save answers' }).click();
  await expect(artist.getByText('Answers saved: submit for review when you are ready.')).toBeVisible();
  await artist.screenshot({ path: '.tmp/journey-answers.png', fullPage: true });
  await hydrated(artist, 'AdminForm', 3);
  await expect(artist.getByLabel('Your answer on: Title and naming')).toHaveValue('Renamed: Pip, with one p.');
  await artist.getByLabel(/^Title/).fill(title);
  await artist.getByRole('button', { name: 'Save draft' }).click();
  await expect(artist.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await hydrated(artist, 'AdminButton', 2);
  await artist.getByRole('button', { name: 'Submit for review' }).click();
  await expect(artist.getByText('It is locked until they decide.')).toBeVisible();
  // The reviewer of the resubmission reads the earlier note, the answer and what changed since.
  await admin.goto('/admin/review');
  await admin.getByRole('link', { name: title }).click();
  const since = admin.getByRole('region', { name: 'Since the last review' });
  await expect(since).toContainText('The name has a typo: Pip, with one p.');
  await expect(since).toContainText('Answer: Renamed: Pip, with one p.');
  await expect(since.getByRole('list', { name: 'What changed since' })).toHaveText(`Title: Pixel Pipp ${stamp} → ${title}`);
  await admin.screenshot({ path: '.tmp/journey-review-since.png', fullPage: true });
  await decide(admin, title, 'approve', true);
  await artist.reload();
  await expect(artist.getByText('Published', { exact: true })).toBeVisible();

  // In the catalogue "by" the artist, and on the artist page.
  const shopper = await newPage(browser);
  await shopper.goto(`/cartoon-characters?q=${encodeURIComponent(`pixel pip ${stamp}`)}`);
  const card = shopper.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('link', { name })).toBeVisible();
  await card.getByRole('link', { name: new RegExp(title) }).click();
  // The address was made from the first title, once.
  await expect(shopper).toHaveURL(new RegExp(`/cartoon-characters/pixel-pipp-${stamp}$`));
  await expect(shopper.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  const slug = new URL(shopper.url()).pathname.split('/').pop()!;
  await shopper.getByRole('link', { name }).click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'ada.example' })).toHaveAttribute('href', 'https://ada.example/portfolio');
  expect((await shopper.locator('script[type="application/ld+json"]').allTextContents()).join('\n')).toContain('"@type":"Person"');

  // A shopper buys it by card: the artist's share is pending, exactly half the price.
  const price = await buyByCard(shopper, slug);
  expect(price).toBe(120);
  await artist.goto('/contributor/earnings');
  await expect(artist.getByRole('row').filter({ hasText: title }).filter({ hasText: '50 %' }).filter({ hasText: '$60.00' }).first()).toBeVisible();
  await expect(stat(artist, 'Pending')).toHaveText('$60.00');
  await expect(stat(artist, 'Available')).toHaveText('$0.00');
  await expect(artist.getByRole('figure').filter({ hasText: 'Earnings by day' }).locator('canvas')).toBeVisible(NAV);

  // 15 days later on the royalty clock: available. Payout details first, then everything available.
  expect((await admin.request.post('/api/testing/royalty-clock', { data: { days: 15 } })).status()).toBe(200);
  await artist.reload();
  await expect(stat(artist, 'Pending')).toHaveText('$0.00');
  await expect(stat(artist, 'Available')).toHaveText('$60.00');
  await expect(artist.getByText('Fill in your payout details and tax information before your first payout.')).toBeVisible();
  // The details form hydrates when it scrolls into view.
  await artist.getByRole('button', { name: 'Save payout details' }).scrollIntoViewIfNeeded();
  await hydrated(artist, 'AdminForm');
  await artist.getByLabel('Legal name').fill('Ada Inkwell');
  await artist.getByLabel('Country (two letters)').fill('DE');
  await artist.getByLabel('Bank account or IBAN').fill('DE89370400440532013000');
  await artist.getByRole('button', { name: 'Save payout details' }).click();
  await expect(artist.getByText(/On file: A•+, DE, account •+3000/)).toBeVisible(NAV);
  await expect(artist.locator('astro-island[component-url*="AdminForm"]').first()).not.toHaveAttribute('ssr', '');
  await expect(artist.getByLabel('Amount (USD)')).toHaveValue('60.00');
  await artist.getByRole('button', { name: 'Request payout' }).click();
  await expect(artist.getByRole('row').filter({ hasText: 'requested' }).first()).toBeVisible(NAV);
  await expect(stat(artist, 'Available')).toHaveText('$0.00');

  // The admin approves through the demo provider: paid, balance 0.
  await admin.goto('/admin/payouts');
  await admin.getByRole('link', { name: `Open the payout request of $60.00 from ${email}` }).click();
  await admin.getByRole('link', { name: 'Approve and pay' }).click();
  await admin.getByRole('button', { name: 'Yes, pay $60.00' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'The payout was approved and paid.' })).toBeVisible(NAV);
  await artist.reload();
  await expect(stat(artist, 'Pending')).toHaveText('$0.00');
  await expect(stat(artist, 'Available')).toHaveText('$0.00');
  await expect(stat(artist, 'Paid out')).toHaveText('$60.00');
  await expect(artist.getByRole('row').filter({ hasText: 'paid' }).first()).toBeVisible();
  const csv = await artist.request.get('/api/contributor/earnings.csv');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(`sale,${title}`);
  expect(dollars((await stat(artist, 'Paid out').textContent())!)).toBe(60);

  await artist.screenshot({ path: '.tmp/journey-earnings-desktop.png', fullPage: true });
  await artist.setViewportSize({ width: 390, height: 844 });
  await artist.reload();
  await noSidewaysScroll(artist);
  await artist.screenshot({ path: '.tmp/journey-earnings-phone.png', fullPage: true });
});

const OUTBOX = path.resolve('.tmp/e2e/outbox');
const PHONE = { width: 390, height: 844 };

async function mailTo(email: string, subject: RegExp) {
  await expect(async () => {
    const subjects: string[] = [];
    for (const file of fs.readdirSync(OUTBOX)) {
      const mail = await simpleParser(fs.readFileSync(path.join(OUTBOX, file)));
      if (mail.to && !Array.isArray(mail.to) && mail.to.text === email) subjects.push(mail.subject ?? '');
    }
    expect(subjects.some((s) => subject.test(s))).toBe(true);
  }).toPass(NAV);
}

/** Every visible button and button-styled link is at least 44 px tall. */
async function touchTargets(page: Page) {
  const heights = await page.locator('main :is(button, a.btn):visible').evaluateAll((els) => els.map((e) => [e.textContent?.trim(), e.getBoundingClientRect().height] as const));
  expect(heights.length).toBeGreaterThan(0);
  for (const [label, height] of heights) expect(height, `${label} is ${height}px tall`).toBeGreaterThanOrEqual(44);
}

test('an artist asks for a payout once; staff weigh it on a phone and pay after confirming', async ({ browser }) => {
  test.setTimeout(120_000);
  const staff = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
  await signIn(staff, 'admin');
  // 15 days on: all the demo artist's seeded sales are past their hold.
  expect((await staff.request.post('/api/testing/royalty-clock', { data: { days: 15, reset: true } })).status()).toBe(200);
  const artist = await newPage(browser);
  await signIn(artist, 'contributor');
  // Two tabs of the earnings page, both showing the form: the second is stale once the first asks.
  const stale = await artist.context().newPage();
  for (const tab of [artist, stale]) {
    await tab.goto('/contributor/earnings');
    await expect(tab.locator('astro-island[component-url*="AdminForm"]').first()).not.toHaveAttribute('ssr', '');
  }
  const available = dollars((await stat(artist, 'Available').textContent())!);
  expect(available).toBeGreaterThanOrEqual(50);
  await artist.getByLabel('Amount (USD)').fill('50');
  await artist.getByRole('button', { name: 'Request payout' }).click();
  await expect(artist.getByRole('status').filter({ hasText: 'Your payout request of $50.00' })).toBeVisible(NAV);
  await expect(artist.getByRole('button', { name: 'Request payout' })).toHaveCount(0);

  await stale.getByLabel('Amount (USD)').fill('50');
  await stale.getByRole('button', { name: 'Request payout' }).click();
  await expect(stale.getByText('You already have a payout request waiting for a decision.')).toBeVisible(NAV);
  const again = await artist.request.post('/api/contributor/payouts', { data: { amount: 50 } });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ error: { code: 'CONFLICT', message: expect.stringContaining('already have a payout request waiting') } });

  // Staff hear of it by mail, then decide on a touch phone.
  await mailTo('admin@toonmart.test', /^Payout request: \$50\.00 from /);
  const desk = await newPage(browser);
  await signIn(desk, 'admin');
  await desk.goto('/admin/payouts');
  await expect(desk.getByRole('list', { name: 'Payout requests waiting for a decision' }).getByRole('listitem')).toContainText(['$50.00']);
  await desk.screenshot({ path: '.tmp/payouts-list-desktop.png', fullPage: true });
  await staff.goto('/admin/payouts');
  await noSidewaysScroll(staff);
  await touchTargets(staff);
  await staff.screenshot({ path: '.tmp/payouts-list-phone.png', fullPage: true });
  await staff.getByRole('link', { name: 'Open the payout request of $50.00 from contributor@toonmart.test' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Payout request: $50.00' })).toBeVisible();
  await expect(staff.getByLabel("Artist's balance")).toContainText('Available now (after this request)');
  await expect(staff.getByLabel("Artist's balance")).toContainText(`$${(available - 50).toFixed(2)}`);
  await expect(staff.getByLabel('Payout details')).toContainText('Demo Artist');
  await expect(staff.getByLabel('Payout details')).toContainText('5678');
  await expect(staff.getByRole('table', { name: 'Earlier payouts of this artist' }).getByRole('row').filter({ hasText: 'paid' }).first()).toBeVisible();
  await noSidewaysScroll(staff);
  await touchTargets(staff);
  await staff.screenshot({ path: '.tmp/payouts-request-phone.png', fullPage: true });

  // "Approve and pay" only opens the confirmation; nothing is paid until "Yes, pay".
  await staff.getByRole('link', { name: 'Approve and pay' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Confirm the payout' });
  await expect(confirm).toContainText('Pay $50.00 to Demo Artist');
  await touchTargets(staff);
  await staff.screenshot({ path: '.tmp/payouts-confirm-phone.png', fullPage: true });
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  // Skipping the step: a bare post, or one confirming another amount, pays nothing.
  const { origin, pathname } = new URL(staff.url());
  const approve = (form: Record<string, string>) => staff.request.post(`/api/admin/payouts/${pathname.split('/').pop()}/approve`, { form, headers: { origin } });
  expect((await approve({})).status()).toBe(400);
  expect((await approve({ confirmCents: '500' })).status()).toBe(409);
  await staff.getByRole('link', { name: 'Approve and pay' }).click();
  await confirm.getByRole('button', { name: 'Yes, pay $50.00' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'The payout was approved and paid.' })).toBeVisible(NAV);
  await expect(staff.getByRole('link', { name: 'Approve and pay' })).toHaveCount(0);

  await artist.reload();
  await expect(artist.getByRole('button', { name: 'Request payout' }).or(artist.getByText('You can ask for a payout once'))).toBeVisible();
  await mailTo('contributor@toonmart.test', /^Your payout of \$50\.00 is on its way/);

  await desk.reload();
  await desk.getByRole('table', { name: 'Payouts decided recently' }).getByRole('link').first().click();
  await expect(desk.getByRole('heading', { level: 1, name: /^Payout request: / })).toBeVisible();
  await desk.screenshot({ path: '.tmp/payouts-request-desktop.png', fullPage: true });
});
