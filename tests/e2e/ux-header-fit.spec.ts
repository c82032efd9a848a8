import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import type { Role } from '#/lib/access.ts';
import { CART_STORAGE_KEY } from '#/lib/cart.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { signIn } from './helpers/auth.ts';

/**
 * The header, measured: at every width below, signed out and signed in as each role (with a name
 * too long for any header), with a two-digit cart count, nothing leaves the header, nothing overlaps,
 * no link is cut, and the page does not scroll sideways.
 */
const WIDTHS = [320, 390, 768, 1024, 1366, 1920];
const LONG_NAME = 'Maximiliana Konstantinopoulou-Whitfield';
const PASSWORD = 'a long header password';
test.describe.configure({ timeout: 240_000 });

/** Ids of characters on the catalogue's first page (from their preview images), to fill carts with. */
async function characterIds(page: Page): Promise<string[]> {
  await page.goto('/cartoon-characters?price=credits');
  const sources = await page.locator('main img[src^="/api/characters/"]').evaluateAll((images) => images.map((i) => i.getAttribute('src') ?? ''));
  return [...new Set(sources.map((src) => src.split('/')[3] ?? ''))].filter(Boolean);
}

/** A new account with a long name, given `role` by the super admin. */
async function accountWithRole(browser: Browser, role: Role): Promise<string> {
  const email = `header-${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const context = await browser.newContext();
  const registered = await context.request.post('/api/auth/register', { data: { email, password: PASSWORD, name: LONG_NAME }, headers: { origin: baseURL } });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { _id: string } };
  await context.close();
  if (role !== 'user') {
    const admin = await browser.newContext();
    const page = await admin.newPage();
    await signIn(page, 'super_admin');
    const changed = await page.request.post(`/api/admin/users/${user._id}/role`, { data: { role }, headers: { origin: baseURL } });
    expect(changed.status(), `make ${role}`).toBe(200);
    await admin.close();
  }
  return email;
}

type Fit = { scroll: number; inner: number; problems: string[] };

/** Every item of the header: inside the header and the screen, not overlapping another, its text not cut. */
async function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector('header.site-header') as HTMLElement;
    const box = header.getBoundingClientRect();
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => ((el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim() || el.className.toString();
    const items = [...header.querySelectorAll('.brand, .main-nav li, .header-search, .header-actions > *, .header-cart, .menu-toggle')].filter(shown);
    const rects = items.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const { el, r } of rects) {
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) problems.push(`${name(el)} leaves the header`);
      if (r.left < -0.5 || r.right > window.innerWidth + 0.5) problems.push(`${name(el)} leaves the screen`);
    }
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i]!;
        const b = rects[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const overlap = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left) > 0.5 && Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top) > 0.5;
        if (overlap) problems.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    }
    // Rows: brand, links and cart share the brand's line; from 1280 px the search box and the account do too,
    // between 901 and 1279 px they share a second line of their own. Nothing wrapped anywhere else.
    const middle = (el: Element) => { const r = el.getBoundingClientRect(); return r.top + r.height / 2; };
    const wide = window.innerWidth >= 1280;
    const brand = middle(header.querySelector('.brand')!);
    for (const el of [...header.querySelectorAll(`.main-nav li, .header-cart, .menu-toggle${wide ? ', .header-actions > *, .header-search' : ''}`)].filter(shown)) {
      if (Math.abs(middle(el) - brand) > 4) problems.push(`${name(el)} is not on the brand's row`);
    }
    const search = header.querySelector('.header-search');
    if (!wide && search && shown(search)) {
      if (middle(search) - brand < 30) problems.push('the search box is not on a second row');
      for (const el of [...header.querySelectorAll('.header-actions > *')].filter(shown)) if (Math.abs(middle(el) - middle(search)) > 4) problems.push(`${name(el)} is not on the search box's row`);
    }
    // Links and buttons show their whole text (the account name may end in an ellipsis: its title holds it).
    for (const el of header.querySelectorAll<HTMLElement>('.brand, .main-nav a, .header-actions > .btn:not(.header-account), .header-cart, .menu-toggle, .main-nav ul')) {
      if (shown(el) && el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} is cut (${el.scrollWidth} > ${el.clientWidth})`);
    }
    const account = header.querySelector<HTMLElement>('.header-account');
    if (account && shown(account) && account.scrollWidth > account.clientWidth + 1 && !account.title) problems.push('the cut account name has no title');
    return { scroll: document.documentElement.scrollWidth, inner: window.innerWidth, problems };
  });
}

/** At phone and tablet widths the links are in the menu: opened, each shows whole and on screen. */
async function checkMenu(page: Page): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await menu.click();
  for (const label of ['Characters', 'Customize', 'Blogs', 'Tutorials', 'Pricing']) {
    const link = nav.getByRole('link', { name: label, exact: true });
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
}

async function checkWidths(page: Page, state: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/pricing');
    const banner = page.getByRole('banner');
    // Prerendered pages learn the visitor from the session keeper: measure once the header shows them.
    await expect(banner.locator('.cart-count')).toHaveText(/^\d\d$/);
    if (state !== 'signed out') await expect(banner.locator('.header-account')).toHaveText(LONG_NAME);
    if (state === 'admin' || state === 'super_admin' || state === 'contributor') await expect(banner.locator('[data-staff-link]')).toHaveText(state === 'contributor' ? 'Artist area' : 'Admin area');
    const fit = await measure(page);
    expect.soft(fit.problems, `${state} at ${width}px`).toEqual([]);
    expect.soft(fit.scroll, `${state} at ${width}px: page width`).toBeLessThanOrEqual(fit.inner);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (width >= 1024) {
      for (const label of ['Characters', 'Customize', 'Blogs', 'Tutorials', 'Pricing']) await expect.soft(nav.getByRole('link', { name: label, exact: true }), `${state} at ${width}px`).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
    } else {
      await checkMenu(page);
    }
    if (process.env.HEADER_SHOTS) await page.screenshot({ path: `.tmp/shots/header-${state.replace(/\W+/g, '-')}-${width}.png`, clip: { x: 0, y: 0, width, height: 200 } });
  }
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

test('signed out with a full cart, the header fits from 320 to 1920 px', async ({ page }) => {
  const ids = await characterIds(page);
  expect(ids.length).toBeGreaterThanOrEqual(10);
  const lines = ids.slice(0, 25).flatMap((characterId) => [{ characterId, plan: 'standard', addedAt: Date.now() }, { characterId, plan: 'extended', addedAt: Date.now() }]);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CART_STORAGE_KEY, JSON.stringify(lines)]);
  await checkWidths(page, 'signed out');
});

for (const role of ['user', 'contributor', 'admin', 'super_admin'] as const) {
  test(`signed in as ${role} with a long name and a full cart, the header fits from 320 to 1920 px`, async ({ page, browser }) => {
    const email = await accountWithRole(browser, role);
    const signedIn = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(signedIn.status()).toBe(200);
    const ids = await characterIds(page);
    for (const id of ids.slice(0, 12)) expect((await page.request.put(`/api/cart/${id}/standard`, { headers: { origin: baseURL } })).status()).toBe(200);
    await checkWidths(page, role);
  });
}
