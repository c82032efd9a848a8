import { expect, test } from '@playwright/test';
import { pngFile } from '#/server/uploads/test-files.ts';
import { signIn } from './helpers/auth.ts';
import { buyByCard, decide, dollars, EPS, hydrated, NAV, newArtist, newPage, noSidewaysScroll, stat } from './helpers/artists.ts';

/**
 * Issue 19 in one walk: a new artist submits a character with a file → the reviewer asks for a change →
 * the artist fixes it and resubmits → approved → in the catalogue and on the artist page → a shopper buys
 * it by card → the artist's pending royalty is 50 % of the price → the e2e royalty clock passes the 14-day
 * hold → available → payout details and a payout request → an admin approves (demo) → balance 0.
 */
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
  await hydrated(artist, 'AdminForm');
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
  await admin.getByRole('button', { name: `Approve and pay $60.00 to ${email}` }).click();
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
