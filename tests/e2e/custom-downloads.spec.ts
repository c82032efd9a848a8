import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { DEMO_EMAILS } from './helpers/auth.ts';
import { browserAs, png, submit } from './helpers/jobs.ts';

/** A new shopper of their own, signed in, with credits granted by the demo admin (through the admin API). */
async function newCustomer(browser: Browser, admin: Page): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext();
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  const page = await context.newPage();
  const email = `custom-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: 'a long customer password' } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a long customer password' } })).status()).toBe(200);
  const grant = await admin.request.post('/api/admin/credits', { data: { email, delta: 200, reason: 'Custom downloads test' }, headers: { origin: baseURL } });
  expect(grant.status()).toBe(200);
  return { page, email };
}

/** The mails in the outbox addressed to `to` whose subject contains `about`, by subject and text. */
async function mailsTo(to: string, about: string): Promise<{ subject: string; text: string }[]> {
  const outbox = path.resolve('.tmp/e2e/outbox');
  const found: { subject: string; text: string }[] = [];
  for (const file of fs.readdirSync(outbox)) {
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    const address = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
    if (address === to && mail.subject?.includes(about)) found.push({ subject: mail.subject, text: mail.text ?? '' });
  }
  return found;
}

/** The receipts in the outbox addressed to `to`, by subject and text. */
async function receiptsTo(to: string): Promise<{ subject: string; text: string }[]> {
  const outbox = path.resolve('.tmp/e2e/outbox');
  const found: { subject: string; text: string }[] = [];
  for (const file of fs.readdirSync(outbox)) {
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    const address = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
    if (address === to && mail.subject?.startsWith('Your Toonmart receipt')) found.push({ subject: mail.subject, text: mail.text ?? '' });
  }
  return found;
}

test('a custom character paid with credits: receipt and order, then its files and exclusive licence in My downloads', async ({ browser }) => {
  test.setTimeout(180_000);
  const [admin, artist] = [await browserAs(browser, 'admin'), await browserAs(browser, 'contributor')];
  const { page: customer, email } = await newCustomer(browser, admin);
  const title = `Professor Pretzel ${Date.now()}`;

  await customer.goto('/customize');
  await customer.getByLabel(/Essential/).check();
  await customer.getByLabel('Working name of the character').fill(title);
  await customer.getByLabel(/^Brief/).fill('A clever pretzel who explains science to children; audience: primary schools.');
  await customer.getByLabel('Style').selectOption('Flat vector');
  await customer.getByLabel('Intended use').fill('Worksheets and short videos');
  await customer.getByLabel('Pay with credits').check();
  await Promise.all([customer.waitForURL(/\/account\/custom-orders\/[0-9a-f-]{36}$/), customer.getByRole('button', { name: 'Place order' }).click()]);
  const jobPath = new URL(customer.url()).pathname;

  // Paid with credits: an order in the account and a receipt by email, like a card payment.
  await expect(async () => expect(await receiptsTo(email)).toEqual([expect.objectContaining({ text: expect.stringContaining(title) })])).toPass({ timeout: 15_000 });
  const [receipt] = await receiptsTo(email);
  expect(receipt!.text).toContain('Paid with credits');
  await customer.goto('/account/orders');
  await expect(customer.getByText(title)).toBeVisible();
  await expect(customer.getByText('149 credits').first()).toBeVisible();

  await admin.goto(jobPath.replace('/account/custom-orders/', '/admin/jobs/'));
  await submit(admin, 'Approve');
  await admin.getByLabel('Artist').selectOption({ label: 'Demo Artist' });
  await submit(admin, 'Allocate artist');
  await artist.goto(jobPath.replace('/account/custom-orders/', '/contributor/jobs/'));
  await submit(artist, 'Accept and start work');
  await artist.getByLabel(/Work files/).setInputFiles(png('pretzel-final.png'));
  await submit(artist, 'Upload work');
  await customer.goto(jobPath);
  await submit(customer, 'Accept delivery');

  // The artist hears that the customer accepted; staff were not mailed about the delivery.
  await expect(async () => expect(await mailsTo(DEMO_EMAILS.contributor, `"${title}": accepted by the customer`)).toEqual([expect.objectContaining({ text: expect.stringContaining('The customer accepted your delivery') })])).toPass({ timeout: 15_000 });
  expect(await mailsTo(DEMO_EMAILS.admin, `"${title}": delivery`)).toEqual([]);
  // The job page lists the delivery and links the licence certificate and its PDF.
  await expect(customer.getByRole('heading', { name: /^Delivery 1/ })).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Licence certificate (PDF)' })).toBeVisible();

  await customer.goto('/account/downloads');
  const custom = customer.getByRole('region', { name: 'Custom characters' });
  await expect(custom.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(custom.getByText('Extended, exclusive')).toBeVisible();
  const file = custom.getByRole('link', { name: 'Download pretzel-final.png' });
  const answer = await customer.request.get((await file.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/png');

  await customer.setViewportSize({ width: 390, height: 844 });
  await customer.reload();
  expect(await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await custom.getByRole('link', { name: /Licence certificate/ }).click();
  await expect(customer.getByRole('heading', { name: 'Licence certificate', level: 1 })).toBeVisible();
  await expect(customer.getByText(/exclusive Extended licence/)).toBeVisible();
  await expect(customer.getByRole('article').getByText(title, { exact: true })).toBeVisible();
  await expect(customer.getByText(email).first()).toBeVisible();
  // Nobody else opens it: the artist who drew it gets a 404.
  expect((await artist.request.get(customer.url())).status()).toBe(404);
  for (const page of [customer, admin, artist]) await page.context().close();
});
