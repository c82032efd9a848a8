import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { browserAs, png, submit } from './helpers/jobs.ts';
import { DEMO_EMAILS } from './helpers/auth.ts';

/** The customer's page agrees with itself: the badge and the words under the timeline start the same. */
async function expectProgress(page: Page, badge: string, words: string): Promise<void> {
  await page.reload();
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(progress.getByText(words, { exact: false })).toBeVisible();
  await expect(page.locator('.job-meta').getByText(badge, { exact: true })).toBeVisible();
  expect(words.startsWith(badge)).toBe(true);
}

/** Every email of this order in the outbox, as "recipient: what" after the order's name in the subject. */
async function mailsAbout(marker: string, readers: string[]): Promise<string[]> {
  const outbox = path.resolve('.tmp/e2e/outbox');
  const found: string[] = [];
  for (const file of fs.readdirSync(outbox)) {
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    if (!mail.subject?.includes(marker)) continue;
    expect(mail.text).toContain('What next');
    expect(mail.html || '').toMatch(/href="http[^"]+\/(account\/custom-orders|contributor\/jobs|admin\/jobs)\/[0-9a-f-]{36}"/);
    const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
    // Other specs may make more admins; this one follows the demo accounts.
    if (!readers.includes(to)) continue;
    found.push(`${to}: ${mail.subject.split(`${marker}: `)[1]}`);
  }
  return found.sort();
}

test('a custom order from order to completion: a consistent timeline, plain history and one email per event', async ({ browser }) => {
  test.setTimeout(180_000);
  const [customer, admin, artist] = [await browserAs(browser, 'user'), await browserAs(browser, 'admin'), await browserAs(browser, 'contributor')];
  const title = `Major Muffin ${Date.now()}`;

  await customer.goto('/customize');
  await customer.getByLabel(/Professional/).check();
  await customer.getByLabel('Working name of the character').fill(title);
  await customer.getByLabel(/^Brief/).fill('A brave muffin who leads a bakery parade; audience: families.');
  await customer.getByLabel('Style').selectOption('Flat vector');
  await customer.getByLabel('Intended use').fill('Shop window posters');
  await customer.getByLabel('Pay by card').check();
  await Promise.all([customer.waitForURL(/\/checkout\/demo\//), customer.getByRole('button', { name: 'Place order' }).click()]);
  await Promise.all([customer.waitForURL(/\/account\/custom-orders\/[0-9a-f-]{36}$/), customer.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d USD$/ }).click()]);
  const jobPath = new URL(customer.url()).pathname;
  // One number for the purchase: the order number of the receipt (TM-…), on the job page and in every mail.
  const number = /(TM-\d{6})/.exec((await customer.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1];
  await expectProgress(customer, 'Pending review', 'Pending review — our team is reading the brief');

  const adminJob = jobPath.replace('/account/custom-orders/', '/admin/jobs/');
  await admin.goto(adminJob);
  await submit(admin, 'Approve');
  await expectProgress(customer, 'Approved', 'Approved — waiting for an artist');
  await admin.getByLabel('Artist').selectOption({ label: 'Demo Artist' });
  await submit(admin, 'Allocate artist');
  await expectProgress(customer, 'Approved', 'Approved — Demo Artist starts soon');

  const artistJob = jobPath.replace('/account/custom-orders/', '/contributor/jobs/');
  await artist.goto(artistJob);
  await submit(artist, 'Accept and start work');
  await expectProgress(customer, 'In progress', 'In progress with Demo Artist');
  await artist.getByLabel(/Work files/).setInputFiles(png('muffin-v1.png'));
  await submit(artist, 'Upload work');
  await expectProgress(customer, 'In review', 'In review — your delivery is ready to review');
  // Delivered pictures show before anyone downloads them.
  await expect(customer.getByRole('img', { name: 'Preview of muffin-v1.png' })).toBeVisible();

  await customer.getByLabel('What should change?').fill('A taller chef hat, please.');
  await submit(customer, 'Ask for corrections');
  await expectProgress(customer, 'In progress', 'In progress with Demo Artist: corrections, round 1 of');
  await artist.reload();
  await artist.getByLabel(/Corrected work/).setInputFiles(png('muffin-v2.png'));
  await submit(artist, 'Upload corrected work');
  await customer.reload();
  await submit(customer, 'Accept delivery');
  await expectProgress(customer, 'Completed', 'Completed — the files are ready to download');
  // Deliveries and corrections in the order they happened, on the customer's, the artist's and the staff page alike.
  const rounds = ['Delivery 1', 'Correction request 1', 'Delivery 2'];
  for (const [page, path] of [[customer, jobPath], [artist, artistJob], [admin, adminJob]] as const) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Deliveries and corrections' }).getByRole('heading', { level: 3 })).toHaveText(rounds.map((r) => new RegExp(`^${r}\\b`)));
  }
  await customer.screenshot({ path: '.tmp/screens/job-rounds-desktop.png', fullPage: true });

  const history = customer.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveText([
    /Demo User \(customer\) placed the order\./,
    /Demo Admin \(admin\) approved the order\./,
    /Demo Admin \(admin\) assigned an artist\./,
    /Demo Artist \(artist\) accepted the job and started work\./,
    /Demo Artist \(artist\) delivered work for review\./,
    /Demo User \(customer\) asked for corrections\.\s*“?A taller chef hat, please\./,
    /Demo Artist \(artist\) delivered work for review\./,
    /Demo User \(customer\) accepted the delivery; the order is complete\./,
  ]);
  await expect(customer.getByRole('region', { name: 'History' })).not.toContainText(/requestCorrection|IN_PROCESS|→/);

  // The phone shows the same page without sideways scrolling.
  await customer.setViewportSize({ width: 390, height: 844 });
  await customer.reload();
  expect(await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const marker = `Custom order ${number} "${title}"`;
  const [user, contributor, adminMail, superMail] = [DEMO_EMAILS.user, DEMO_EMAILS.contributor, DEMO_EMAILS.admin, DEMO_EMAILS.super_admin];
  const expected = [
    `${user}: order received`, `${user}: approved`, `${user}: artist assigned`, `${user}: delivery 1 ready`, `${user}: delivery 2 ready`, `${user}: completed`,
    `${contributor}: assigned to you`, `${contributor}: corrections requested (round 1)`, `${contributor}: accepted by the customer`,
    // Staff hear of the new order only: a delivery asks nothing of them.
    ...[adminMail, superMail].map((to) => `${to}: new order`),
  ].sort();
  await expect(async () => expect(await mailsAbout(marker, [user, contributor, adminMail, superMail])).toEqual(expected)).toPass({ timeout: 15_000 });
  for (const page of [customer, admin, artist]) await page.context().close();
});
