import type { Browser, Page } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { signIn } from './auth.ts';

/** A 1×1 PNG: real image bytes, so the server's type check accepts it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A browser of its own, signed in as a demo role, the free-samples popup already dismissed. */
export async function browserAs(browser: Browser, role: 'user' | 'admin' | 'contributor'): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  const page = await context.newPage();
  await signIn(page, role);
  return page;
}

/** Clicks a button of a form that reloads the page on success, and waits for that reload. */
export async function submit(page: Page, name: string): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name, exact: true }).click()]);
}
