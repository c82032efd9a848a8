import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { signIn } from './helpers/auth.ts';

/** Every admin API, listed from the route files so that none is missed, with each method it exports. */
const API_DIR = path.resolve('src/pages/api/admin');
const SAMPLE = { id: '00000000-0000-4000-8000-000000000002', key: 'tutorials/00000000-0000-4000-8000-000000000003.png' };
const routes = (fs.readdirSync(API_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => {
    const source = fs.readFileSync(path.join(API_DIR, file), 'utf8');
    const url = `/api/admin/${file.replace(/\.ts$/, '').replace(/(^|\/)index$/, '')}`
      .replace('[...key]', SAMPLE.key)
      .replace('[code]', 'EUR')
      .replace(/\[\w+\]/g, SAMPLE.id);
    return [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => ({ method: m[1] as string, url }));
  });

test('the admin API list is complete', () => {
  expect(routes.length).toBeGreaterThanOrEqual(14);
});

for (const who of ['anonymous', 'user', 'contributor'] as const) {
  test(`every admin API refuses ${who}`, async ({ page }) => {
    if (who !== 'anonymous') await signIn(page, who);
    const expected = who === 'anonymous' ? 401 : 403;
    for (const route of routes) {
      // Same-origin, as the browser sends it: the cross-origin check must not be what answers.
      const response = await page.request.fetch(route.url, {
        method: route.method,
        headers: { origin: baseURL },
        data: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(response.status(), `${route.method} ${route.url}`).toBe(expected);
    }
  });
}

test('a user is sent home from /admin', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
});

test('a plain admin cannot promote anyone to admin', async ({ page }) => {
  await signIn(page, 'admin');
  const list = await (await page.request.get('/api/admin/users?q=user@toonmart.test')).json();
  const target = (list.rows as { id: string; email: string }[]).find((u) => u.email === 'user@toonmart.test');
  expect(target).toBeDefined();
  const response = await page.request.post(`/api/admin/users/${target?.id}/role`, { data: { role: 'admin' }, headers: { origin: baseURL } });
  expect(response.status()).toBe(403);
  expect((await response.json()).error.message).toBe('Only a super admin can make or unmake an admin or super admin.');
  await page.goto('/admin/users?q=user%40toonmart.test');
  await expect(page.getByRole('combobox', { name: 'Role of user@toonmart.test' })).toHaveValue('user');
  await expect(page.getByRole('combobox', { name: 'Role of user@toonmart.test' }).getByRole('option')).toHaveText(['user', 'contributor']);
});
