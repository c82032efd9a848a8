import { expect, test } from '@playwright/test';
import { signIn } from './helpers/auth.ts';
import { newArtist, newPage } from './helpers/artists.ts';

/** The artist area on a phone. The whole walk from submission to payout is artist-journey.spec.ts. */
test('on a phone, My characters fits the screen and opens the area menu', async ({ page: admin, browser }) => {
  const stamp = Date.now().toString(36);
  await signIn(admin, 'admin');
  const desk = await newArtist(browser, admin, `artist-phone-${stamp}@toonmart.test`);
  const phone = await newPage(browser, { width: 390, height: 844 });
  await phone.context().addCookies(await desk.context().cookies());
  await phone.goto('/contributor/characters');
  await expect(phone.getByRole('heading', { level: 1, name: 'My characters' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'New character' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'New set' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.getByRole('button', { name: 'Menu' }).click();
  await expect(phone.getByRole('link', { name: 'My characters' })).toBeVisible();
  await phone.screenshot({ path: '.tmp/artists-phone.png', fullPage: true });
});
