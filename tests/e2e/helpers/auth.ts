import { expect, type Page } from '@playwright/test';
import type { Role } from '#/lib/access.ts';
import type { SessionUser } from '#/lib/api/session.ts';

/** The demo accounts the e2e server seeds (src/server/seed/accounts.ts). */
export const DEMO_PASSWORD = 'toonmart-demo-2026';
export const DEMO_EMAILS: Record<Role, string> = {
  user: 'user@toonmart.test',
  contributor: 'contributor@toonmart.test',
  admin: 'admin@toonmart.test',
  super_admin: 'superadmin@toonmart.test',
};

/**
 * Signs the page's browser context in as the demo account of `role`, through the
 * real login API (the context's cookie jar receives the session cookie).
 * Usage: `await signIn(page, 'admin'); await page.goto('/admin');`
 */
export async function signIn(page: Page, role: Role): Promise<SessionUser> {
  const response = await page.request.post('/api/auth/login', { data: { email: DEMO_EMAILS[role], password: DEMO_PASSWORD } });
  expect(response.status(), `login as ${role}`).toBe(200);
  return ((await response.json()) as { user: SessionUser }).user;
}

/** Ends the context's session through the real logout API. */
export async function signOut(page: Page): Promise<void> {
  await page.request.get('/api/auth/logout');
}
