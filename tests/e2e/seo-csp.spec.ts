import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from './support/page-types.ts';

/** Every page type loads in Chromium without one Content-Security-Policy refusal (inline scripts, styles, islands). */
async function watchViolations(page: Page, found: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) found.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`));
  });
}

// One test per page type: each has its own time budget, and a failure names the page.
for (const path of PUBLIC_PAGES) {
  test(`${path} breaks no rule of its content security policy`, async ({ page }) => {
    const found: string[] = [];
    await watchViolations(page, found);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(found).toEqual([]);
  });
}

test('the MDX pages run their server-island loader (the footer asks the server for its social links)', async ({ page }) => {
  for (const path of ['/about', '/faq', '/contact', '/licenses', '/terms', '/privacy']) {
    const island = page.waitForResponse((response) => response.url().includes('/_server-islands/'));
    await page.goto(path);
    expect((await island).status(), path).toBe(200);
  }
});
