import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';

/** A new shopper: "Create account" from the sign-in box, the welcome mail, and /account as the hub of their pages. */
const SIZES = [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }];
const ARTICLE = '/blogs/shape-language-for-cartoon-characters';
const OUTBOX = path.resolve('.tmp/e2e/outbox');
const HUB: [string, string][] = [
  ['My orders', '/account/orders'],
  ['My invoices', '/account/invoices'],
  ['My licences', '/account/licences'],
  ['My downloads', '/account/downloads'],
  ['Credit history', '/account/credits'],
];

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

/** The welcome mail sent to `email`, read from the store's outbox (.eml files) once it is there. */
async function welcomeMail(email: string): Promise<{ subject: string; text: string; html: string }> {
  let found: { subject: string; text: string; html: string } | null = null;
  await expect(async () => {
    for (const file of fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX) : []) {
      const mail = await simpleParser(fs.readFileSync(path.join(OUTBOX, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
      if (to.includes(email) && mail.subject?.startsWith('Welcome')) found = { subject: mail.subject, text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
    }
    expect(found).not.toBeNull();
  }).toPass({ timeout: 30_000 });
  return found!;
}

async function openSignInBox(page: Page, phone: boolean) {
  if (phone) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const box = page.getByRole('dialog', { name: 'Sign in' });
  await expect(box).toBeVisible();
  return box;
}

for (const size of SIZES) {
  test(`on ${size.name}: create an account from the sign-in box, get the welcome mail, find everything on /account`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    const email = `hub-${size.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    await page.goto(ARTICLE);
    const box = await openSignInBox(page, size.name === 'phone');
    await box.getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/register' && url.searchParams.get('next') === ARTICLE);
    await expect(page.locator('astro-island[component-url*="RegisterForm"]').first()).not.toHaveAttribute('ssr', '');
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('Name').fill('Hana Hub');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('a long hub password');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === ARTICLE);

    const mail = await welcomeMail(email);
    expect(mail.subject).toBe('Welcome to Toonmart: your free sample characters');
    expect(mail.text).toContain('Welcome, Hana Hub!');
    expect(mail.html).toMatch(/href="http:\/\/localhost:\d+\/cartoon-characters\/[\w-]+"/);
    for (const href of ['/cartoon-characters?price=free', '/account/downloads', '/account/orders', '/account/licences']) expect(mail.html).toContain(href);

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    const balance = page.getByRole('group', { name: 'Credit balance' });
    await expect(balance).toContainText('0 credits');
    await expect(balance.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing#credit-packs');
    const areas = page.getByRole('navigation', { name: 'Your account areas' });
    for (const [name, href] of HUB) {
      const link = areas.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toBeVisible();
    }
    if (process.env.HEADER_SHOTS) await page.screenshot({ path: `.tmp/shots/account-${size.name}.png`, fullPage: true });
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(scroll).toBeLessThanOrEqual(inner);

    for (const [name, href] of [['My invoices', '/account/invoices'], ['My licences', '/account/licences']] as const) {
      await page.goto('/account');
      await areas.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }
    await expect(page.getByText('You hold no licences yet.')).toBeVisible();
  });
}
