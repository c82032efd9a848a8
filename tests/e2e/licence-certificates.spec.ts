import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { pdfText } from '#test-support/pdf-text.ts';
import { CART_STORAGE_KEY } from '#/lib/cart.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { browserAs } from './helpers/jobs.ts';

/**
 * A licence certificate from the receipt mail to a client's check: the buyer names the project,
 * downloads the PDF and reads it back, and anyone signed out opens the verification link, which
 * says "Not valid" once staff revoke the licence. At a desktop size and on a 390 × 844 phone.
 */
const SIZES = [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }];
const OUTBOX = path.resolve('.tmp/e2e/outbox');
const SHOTS = path.resolve('.tmp/screens');
const NAV = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

async function newBuyer(browser: Browser, viewport: { width: number; height: number }, admin: Page, label: string) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  const page = await context.newPage();
  const email = `licence-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: 'a long licence password' } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a long licence password' } })).status()).toBe(200);
  expect((await page.request.post('/api/auth/profile', { data: { name: `Lena Licensee ${label}` }, headers: { origin: baseURL } })).status()).toBe(200);
  const grant = await admin.request.post('/api/admin/credits', { data: { email, delta: 500, reason: 'Licence certificate test' }, headers: { origin: baseURL } });
  expect(grant.status()).toBe(200);
  return { page, email, name: `Lena Licensee ${label}` };
}

/** Buys the Forest Friends set (its id read from the cart after "Add to cart"), paying by card for whatever credits do not cover. */
async function buySet(page: Page): Promise<string> {
  await page.goto('/cartoon-characters/forest-friends-set');
  await expect(page.locator('astro-island[component-url*="AddToCart"]').first()).not.toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('link', { name: /View cart/ }).first()).toBeVisible();
  const [characterId] = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { characterId: string }[]).map((l) => l.characterId), CART_STORAGE_KEY);
  const placed = await page.request.post('/api/checkout', { data: { idempotencyKey: `licence-${Date.now()}-${Math.random()}`, lines: [{ characterId, plan: 'standard' }] } });
  expect(placed.status()).toBeLessThan(300);
  const result = (await placed.json()) as { status: 'paid' | 'pending'; location: string; number: string };
  if (result.status === 'pending') {
    await page.goto(result.location);
    await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
  }
  return result.number;
}

async function receiptText(email: string): Promise<string> {
  let text = '';
  await expect(async () => {
    for (const file of fs.readdirSync(OUTBOX)) {
      const mail = await simpleParser(fs.readFileSync(path.join(OUTBOX, file)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      if (to === email && mail.subject?.startsWith('Your Toonmart receipt')) text = mail.text ?? '';
    }
    expect(text).toContain('Licence certificate for Forest Friends');
  }).toPass(NAV);
  return text;
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

for (const size of SIZES) {
  test(`licence certificate on ${size.name}: from the receipt, a project name, the PDF read back, a public check that follows a revocation`, async ({ browser }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const admin = await browserAs(browser, 'admin');
    const { page, email, name } = await newBuyer(browser, size.viewport, admin, size.name);
    const number = await buySet(page);

    // The receipt links the certificate of each licence bought.
    const certificateUrl = /Licence certificate for Forest Friends[^\n]*?(http\S+\/account\/licences\/[0-9a-f-]{36})/.exec(await receiptText(email))?.[1];
    expect(certificateUrl).toBeTruthy();
    await page.goto(new URL(certificateUrl!).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Licence certificate' })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.getByText(/Forest Friends/).first()).toBeVisible();
    await expect(article.getByText(/^Characters in the set: /)).toBeVisible();
    await expect(article.getByText(number, { exact: true })).toBeVisible();
    await expect(article.getByText(`${name} (${email})`)).toBeVisible();

    // The buyer names the project; the page shows it after saving.
    await page.getByLabel('Client or project name').fill('Acme Corp spring campaign');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Save project name' }).click()]);
    await expect(article.locator('dd[data-project]')).toHaveText('Acme Corp spring campaign');
    await noSidewaysScroll(page);
    await page.screenshot({ path: path.join(SHOTS, `certificate-${size.name}.png`), fullPage: true });

    // The PDF names the project, the set, the order, the buyer and the verification address.
    const verifyLink = page.getByRole('link', { name: /\/licences\/verify\// });
    const verifyUrl = (await verifyLink.getAttribute('href'))!;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download certificate (PDF)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^toonmart-licence-forest-friends.*\.pdf$/);
    await download.saveAs(path.join(SHOTS, `certificate-${size.name}.pdf`));
    const text = pdfText(fs.readFileSync((await download.path())!));
    for (const expected of ['Licence certificate', 'Forest Friends', 'Acme Corp spring campaign', number, name, email, 'Standard', new URL(verifyUrl).pathname]) expect(text).toContain(expected);

    // Anyone signed out opens the verification link: valid, the project, never the email.
    const visitor = await browser.newContext({ viewport: size.viewport });
    await visitor.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
    const client = await visitor.newPage();
    await client.goto(verifyUrl);
    await expect(client.getByRole('heading', { level: 1, name: 'Licence check' })).toBeVisible();
    await expect(client.getByRole('article').getByRole('status')).toContainText('Valid licence.');
    await expect(client.getByText('Acme Corp spring campaign')).toBeVisible();
    await expect(client.getByText(name, { exact: true })).toBeVisible();
    expect(await client.content()).not.toContain(email);
    await noSidewaysScroll(client);
    await client.screenshot({ path: path.join(SHOTS, `verify-${size.name}.png`), fullPage: true });

    // Staff revoke the licence: the same link now says it is not valid.
    await admin.goto(`/admin/orders/${number}`);
    const licences = admin.getByRole('region', { name: 'Licences', exact: true });
    // The form is an island: filled before it wakes, it would post as a plain form.
    await expect(licences.locator('astro-island')).not.toHaveAttribute('ssr', '');
    await licences.getByLabel('Action').selectOption('revoke');
    await licences.getByRole('textbox').fill('Chargeback from the bank');
    await licences.getByRole('button', { name: 'Apply' }).click();
    await expect(admin.getByText('Licence changed.')).toBeVisible(NAV);
    await client.reload();
    await expect(client.getByRole('article').getByRole('status')).toContainText('Not valid.');
    await client.screenshot({ path: path.join(SHOTS, `verify-revoked-${size.name}.png`), fullPage: true });
    for (const p of [page, client, admin]) await p.context().close();
  });
}
