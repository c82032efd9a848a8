import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { signIn } from './helpers/auth.ts';

/** The character maker at a desktop size and on a 390 × 844 phone, each with a brand-new buyer. */
const SIZES = [{ name: 'desktop', viewport: { width: 1366, height: 768 } }, { name: 'phone', viewport: { width: 390, height: 844 } }];
const NAV = { timeout: 30_000 };
// Building, buying, waiting for the files to be drawn and comparing them: several minutes on a loaded machine.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

async function newAccount(page: Page, label: string): Promise<void> {
  const email = `maker-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: 'a long maker password' } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a long maker password' } })).status()).toBe(200);
}

async function openMaker(page: Page, path = '/customize/maker'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island[component-url*="Maker"]').first()).not.toHaveAttribute('ssr', '', NAV);
}

const pick = (page: Page, group: string, option: string) => page.getByRole('group', { name: new RegExp(`^${group}`) }).getByText(option, { exact: true }).click();

/** The preview's SVG as XML (the browser's own serialisation), so two pages' previews compare exactly. */
const previewXml = (page: Page) => page.locator('[data-preview] svg').evaluate((svg) => new XMLSerializer().serializeToString(svg));

/** The server's SVG of the same link, parsed and serialised by the same browser. */
async function serverXml(page: Page, code: string): Promise<string> {
  const text = await (await page.request.get(`/api/maker/design.svg?d=${code}`)).text();
  return page.evaluate((svg) => new XMLSerializer().serializeToString(new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement), text);
}

/** Mean difference per channel (0–255) between the preview and a PNG, both drawn at 200 × 200 over white. */
async function pictureDifference(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async ({ pngBase64 }) => {
    const svg = document.querySelector('[data-preview] svg')!;
    const load = (src: string) => new Promise<HTMLImageElement>((resolve, reject) => { const img = new Image(); img.onload = () => resolve(img); img.onerror = reject; img.src = src; });
    const pixels = (img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = 200; canvas.height = 200;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, 200, 200);
      ctx.drawImage(img, 0, 0, 200, 200);
      return ctx.getImageData(0, 0, 200, 200).data;
    };
    const a = pixels(await load(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`));
    const b = pixels(await load(`data:image/png;base64,${pngBase64}`));
    let sum = 0;
    for (let i = 0; i < a.length; i++) if (i % 4 !== 3) sum += Math.abs(a[i]! - b[i]!);
    return sum / ((a.length / 4) * 3);
  }, { pngBase64: png.toString('base64') });
}

for (const size of SIZES) {
  test.describe(`the maker on ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a shopper builds a character, shares it, a signed-out visitor sees the same one, it is bought by card and its files match the preview', async ({ page, browser }) => {
      await newAccount(page, size.name);
      await page.goto('/customize');
      await page.getByRole('link', { name: 'Make your own' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Make your own character' })).toBeVisible();
      await expect(page.locator('astro-island[component-url*="Maker"]').first()).not.toHaveAttribute('ssr', '', NAV);

      // From scratch: a fox with a pirate hat and a book, in the Berry colours, waving.
      const name = `Captain Fox ${size.name}`;
      await page.getByLabel('Character name').fill(name);
      await pick(page, 'Kind', 'Animal');
      await pick(page, 'Head', 'Fox');
      await pick(page, 'Expression', 'Wink');
      await pick(page, 'Hat', 'Pirate');
      await pick(page, 'Props', 'Book');
      await pick(page, 'Palette', 'Berry');
      await pick(page, 'Pose', 'Waving');
      await expect(page.getByRole('radio', { name: 'Waving' })).toBeChecked();
      // Undo takes the pose back; redo brings it again.
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByRole('radio', { name: 'Waving' })).not.toBeChecked();
      await page.getByRole('button', { name: 'Redo' }).click();
      await expect(page.getByRole('radio', { name: 'Waving' })).toBeChecked();
      await expect(page.getByRole('img', { name: `Preview of ${name}` })).toBeVisible();

      if (size.name === 'phone') {
        // Preview on top; each picker a row that swipes sideways, and the page itself never does.
        await page.evaluate(() => window.scrollTo(0, 0));
        const preview = (await page.locator('[data-preview]').boundingBox())!;
        const kinds = (await page.getByRole('group', { name: /^Kind/ }).boundingBox())!;
        expect(preview.y).toBeLessThan(kinds.y);
        expect(await page.getByRole('group', { name: /^Hat/ }).locator('.mk-options').evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }

      // The address bar holds the design: a signed-out visitor in another browser sees the same character.
      await expect(page).toHaveURL(/\/customize\/maker\?d=[A-Za-z0-9_-]+$/);
      const shared = page.url();
      const code = new URL(shared).searchParams.get('d')!;
      const mine = await previewXml(page);
      expect(mine).toBe(await serverXml(page, code));
      const other = await browser.newContext({ viewport: size.viewport });
      const visitor = await other.newPage();
      await visitor.goto(shared);
      await expect(visitor.getByRole('img', { name: `Preview of ${name}` })).toBeVisible();
      expect(await previewXml(visitor)).toBe(mine);
      await expect(visitor.getByRole('link', { name: 'Sign in to buy this character' })).toBeVisible();
      await other.close();

      // Saved to the account.
      await page.getByRole('button', { name: 'Save to My designs' }).click();
      await expect(page.getByText(`“${name}” is saved to My designs.`)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'My designs' }).getByRole('link', { name })).toBeVisible();

      // Bought by card, like any character.
      await page.getByRole('button', { name: 'Buy this character' }).click();
      await expect(page).toHaveURL(/\/checkout$/, NAV);
      await expect(page.locator('astro-island[component-url*="CartView"]').first()).not.toHaveAttribute('ssr', '', NAV);
      await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
      await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD by card$/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible(NAV);
      await page.getByRole('button', { name: /^Pay \$\d+\.\d\d USD$/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is paid' })).toBeVisible(NAV);
      await page.getByRole('link', { name: `Files of ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Files of ${name}` })).toBeVisible();
      await expect(page.getByText(/\d of \d formats ready/)).toBeVisible();
      // The server draws the files from the design's JSON: the page shows them as they arrive.
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('link', { name: /^Download PNG$/ })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 240_000 });
      const pngHref = (await page.getByRole('link', { name: /^Download PNG$/ }).getAttribute('href'))!;
      const png = await (await page.request.get(pngHref)).body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      await expect(page.getByRole('link', { name: /^Download SVG$/ })).toBeVisible();

      // The picture bought is the picture built.
      await openMaker(page, shared.replace(/^https?:\/\/[^/]+/, ''));
      expect(await pictureDifference(page, png)).toBeLessThan(4);

      // The same design again: nothing more to pay.
      await openMaker(page, shared.replace(/^https?:\/\/[^/]+/, ''));
      await page.getByRole('button', { name: 'Buy this character' }).click();
      await expect(page.getByText('You already hold the Standard licence for this design: nothing to pay.')).toBeVisible();
      await page.goto('/account/downloads');
      await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    });

    test('another design goes to an artist as a custom order with the design attached, and staff open it in the maker', async ({ page, browser }) => {
      await newAccount(page, `artist-${size.name}`);
      await openMaker(page);
      const name = `Robo Chef ${size.name}`;
      await page.getByLabel('Character name').fill(name);
      await pick(page, 'Kind', 'Robot');
      await pick(page, 'Hat', 'Chef');
      await page.getByRole('link', { name: 'Send to an artist' }).click();
      await expect(page.getByRole('img', { name: `Your design: ${name}` })).toBeVisible();
      await expect(page.getByLabel('Working name of the character')).toHaveValue(name);
      await expect(page.getByLabel(/^Brief/)).toHaveValue(/A robot called Robo Chef/);
      await page.getByLabel(/Essential/).check();
      await page.getByLabel('Style').selectOption('Flat vector');
      await page.getByLabel('Intended use').fill('Kitchen app mascot');
      await page.getByLabel('Pay by card').check();
      await Promise.all([page.waitForURL(/\/checkout\/demo\//, NAV), page.getByRole('button', { name: 'Place order' }).click()]);
      await Promise.all([page.waitForURL(/\/account\/custom-orders\/[0-9a-f-]{36}$/, NAV), page.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d USD$/ }).click()]);
      await expect(page.getByText('Designed in the character maker.')).toBeVisible();
      await expect(page.getByRole('link', { name: /robo-chef-.*-design\.png/ })).toBeVisible();
      const jobPath = new URL(page.url()).pathname;

      const staff = await browser.newContext({ viewport: size.viewport });
      const admin = await staff.newPage();
      await signIn(admin, 'admin');
      await admin.goto(jobPath.replace('/account/custom-orders/', '/admin/jobs/'));
      await admin.getByRole('link', { name: 'Open the design in the maker' }).click();
      await expect(admin.locator('astro-island[component-url*="Maker"]').first()).not.toHaveAttribute('ssr', '', NAV);
      await expect(admin.getByLabel('Character name')).toHaveValue(name);
      await expect(admin.getByRole('radio', { name: 'Chef' })).toBeChecked();
      await staff.close();
    });
  });
}

test('the maker works by keyboard alone and its pickers are labelled (axe)', async ({ page }) => {
  await openMaker(page);
  const kinds = page.getByRole('group', { name: /^Kind/ });
  await kinds.getByRole('radio', { name: 'Person' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(kinds.getByRole('radio', { name: 'Animal' })).toBeChecked();
  await expect(page.getByRole('group', { name: /^Head/ }).getByRole('radio', { name: 'Bear' })).toBeChecked();
  await page.keyboard.press('Control+z');
  await expect(kinds.getByRole('radio', { name: 'Person' })).toBeChecked();
  await page.keyboard.press('Control+Shift+z');
  await expect(kinds.getByRole('radio', { name: 'Animal' })).toBeChecked();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('the maker is linked from the home page and from a character page, which starts from that character', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Make your own' })).toHaveAttribute('href', '/customize/maker');
  await page.goto('/cartoon-characters/pirate-pete');
  await page.getByRole('link', { name: 'Make your own' }).click();
  await expect(page.locator('astro-island[component-url*="Maker"]').first()).not.toHaveAttribute('ssr', '', NAV);
  await expect(page.getByLabel('Character name')).toHaveValue('Pirate Pete');
});
