import { expect, test, type Page } from '@playwright/test';
import type { Role } from '#/lib/access.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, signIn, signOut } from './helpers/auth.ts';

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function signInOnLoginPage(page: Page, role: Role): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_EMAILS[role]);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
}

for (const [role, landing, heading] of [
  ['contributor', '/contributor', 'My jobs'],
  ['admin', '/admin', undefined],
  ['user', '/', 'Cartoon characters, ready to animate'],
] as const) {
  test(`signing in on the login page takes a ${role} to ${landing}`, async ({ page }) => {
    await signInOnLoginPage(page, role);
    await expect(page).toHaveURL((url) => url.pathname === landing);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('a sign-in page asked for by a link still leads back to that page, for staff too', async ({ page }) => {
  await page.goto('/login?next=%2Fpricing');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_EMAILS.admin);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

for (const [role, label, href] of [
  ['admin', 'Admin area', '/admin'],
  ['super_admin', 'Admin area', '/admin'],
  ['contributor', 'Artist area', '/contributor'],
] as const) {
  test(`a signed-in ${role} finds the ${label} in the store header and on the account page`, async ({ page }) => {
    await signIn(page, role);
    await page.goto('/account');
    await expect(page.getByRole('banner').getByRole('link', { name: label })).toHaveAttribute('href', href);
    // Once the session keeper has stored the user (it asks the server for it) ...
    await page.waitForLoadState('networkidle');
    // ... the home page, prerendered without a visitor, gets the link from the keeper too.
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: label })).toHaveAttribute('href', href);
    await page.goto('/account');
    await page.getByRole('main').getByRole('link', { name: `Go to the ${label.toLowerCase()}` }).click();
    await expect(page).toHaveURL((url) => url.pathname === href);
  });
}

test('customers see no staff link', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/account');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: /admin area|artist area/i })).toHaveCount(0);
});

for (const role of ['admin', 'contributor'] as const) {
  test(`the ${role} area leads back to the store and signs out`, async ({ page }) => {
    await signIn(page, role);
    await page.goto(role === 'admin' ? '/admin/jobs' : '/contributor');
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goBack();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await page.request.get('/api/auth/check-session').then((r) => r.json())).isAuthenticated).toBe(false);
  });
}

test('when the session ends, the 60 s check signs the browser out and the home page says why', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'user');
  // A page rendered for the visitor hands the keeper its user (as a sign-in does); the catalogue, one
  // page shared by every visitor, then shows the account from the browser's copy.
  await page.goto('/account');
  await expect.poll(async () => (await page.clock.runFor(250), page.evaluate(() => localStorage.length))).toBeGreaterThan(0);
  await page.goto('/cartoon-characters?tags=cute');
  // The keeper loads its module, then fills the header in; the page's clock only moves when told.
  const account = page.getByRole('banner').getByRole('link', { name: 'Demo User' });
  await expect.poll(async () => (await page.clock.runFor(250), account.count())).toBe(1);
  // The session ends elsewhere (the same cookie jar signs out through the API).
  await signOut(page);
  await page.clock.runFor(60_000);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const notice = page.getByRole('status').filter({ hasText: 'You were signed out: your session ended.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login?next=%2Fcartoon-characters%3Ftags%3Dcute');
  // Said once: the next page shows no notice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('You were signed out')).toHaveCount(0);
});
