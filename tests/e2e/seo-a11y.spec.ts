import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Role } from '#/lib/access.ts';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { signIn } from './helpers/auth.ts';
import { PUBLIC_PAGES, ROLE_PAGES } from './support/page-types.ts';

/** axe-core over every page type, signed out and in each role: no serious or critical violation. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

test.beforeEach(async ({ page }) => {
  // The free-samples popup is its own test; here it would cover the page being checked.
  await page.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

for (const path of PUBLIC_PAGES) {
  test(`signed out: ${path}`, async ({ page }) => {
    expect(await seriousViolations(page, path)).toEqual([]);
  });
}

for (const [role, paths] of Object.entries(ROLE_PAGES) as [Role, string[]][]) {
  for (const path of paths) {
    test(`signed in as ${role}: ${path}`, async ({ page }) => {
      await signIn(page, role);
      expect(await seriousViolations(page, path)).toEqual([]);
    });
  }
}
