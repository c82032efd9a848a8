import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import type { Role } from '#/lib/access.ts';
import { signIn } from './helpers/auth.ts';

/** Every page type a visitor or a member of staff reaches, by who may see it. */
const PUBLIC = ['/', '/cartoon-characters', '/cartoon-characters?kind=graphi', '/cart', '/blogs', '/tutorials', '/pricing', '/customize', '/about', '/faq', '/licenses', '/terms', '/privacy', '/contact', '/no-such-page'];
const SIGNED_OUT = ['/login', '/register', '/recover-account'];
const MEMBER = ['/account', '/account/downloads', '/account/invoices', '/account/licences', '/account/orders', '/account/custom-orders', '/notifications', '/checkout'];
const ADMIN = ['/admin', '/admin/characters', '/admin/characters/new', '/admin/character-types', '/admin/jobs', '/admin/users', '/admin/orders', '/admin/tutorials', '/admin/tutorials/new', '/admin/social-links', '/admin/customize-levels', '/admin/customize-levels/new', '/admin/currency-rates', '/admin/audit', '/admin/settings', '/admin/announcements'];
const CONTRIBUTOR = ['/contributor'];

/** Detail pages are found through their list pages: the first link that matches. */
const DETAILS: [list: string, link: RegExp][] = [
  ['/cartoon-characters?kind=graphi', /^\/cartoon-characters\/[^/?]+$/],
  ['/cartoon-characters?kind=graphiSet', /^\/cartoon-characters\/[^/?]+$/],
  ['/blogs', /^\/blogs\/(?!topic)[^/?]+$/],
];
/** Lists the demo data may leave empty: their detail page is visited when there is one. */
const OPTIONAL = new Set(['/tutorials', '/admin/tutorials', '/account/downloads']);
const STAFF_DETAILS: Record<string, [string, RegExp][]> = {
  admin: [['/admin/characters', /^\/admin\/characters\/(?!new)[^/?]+$/], ['/admin/jobs', /^\/admin\/jobs\/[0-9a-f-]{36}$/], ['/admin/tutorials', /^\/admin\/tutorials\/(?!new)[^/?]+$/], ['/admin/customize-levels', /^\/admin\/customize-levels\/(?!new)[^/?]+$/], ['/admin/character-types', /^\/admin\/character-types\/[^/?]+$/]],
  contributor: [['/contributor', /^\/contributor\/jobs\/[0-9a-f-]{36}$/]],
  user: [['/account/custom-orders', /^\/account\/custom-orders\/[0-9a-f-]{36}$/], ['/account/downloads', /^\/account\/licences\/[^/?]+$/]],
};

async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string | null> {
  await page.goto(list);
  const hrefs = await page.locator('main a[href], .area-main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/** Pages wider than the phone's screen, with how wide they are. */
async function overflowing(page: Page, paths: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    if (scroll > inner) wide.push(`${path}: ${scroll}px`);
  }
  return wide;
}

async function pagesFor(page: Page, role: Role | null, fixed: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [list, pattern] of [...DETAILS, ['/tutorials', /^\/tutorials\/[^/?]+$/] as [string, RegExp], ...(role ? (STAFF_DETAILS[role === 'super_admin' ? 'admin' : role] ?? []) : [])]) {
    const href = await firstLink(page, list, pattern);
    if (!OPTIONAL.has(list)) expect(href, `a detail link on ${list}`).not.toBeNull();
    if (href) found.push(href);
  }
  return [...fixed, ...found];
}

// Not isMobile: a mobile browser zooms out to fit a too-wide page, and innerWidth then grows with it.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

test.describe('no page scrolls sideways on a 390 px phone', () => {
  test('signed out', async ({ page }) => {
    test.setTimeout(120_000);
    expect(await overflowing(page, await pagesFor(page, null, [...PUBLIC, ...SIGNED_OUT]))).toEqual([]);
  });

  const roles: [Role, string[]][] = [
    ['user', [...PUBLIC, ...MEMBER]],
    ['contributor', [...PUBLIC, ...MEMBER, ...CONTRIBUTOR]],
    ['admin', [...MEMBER, ...ADMIN]],
    ['super_admin', ['/account', ...ADMIN]],
  ];
  for (const [role, paths] of roles) {
    test(`signed in as ${role}`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, role);
      expect(await overflowing(page, await pagesFor(page, role, paths))).toEqual([]);
    });
  }
});
