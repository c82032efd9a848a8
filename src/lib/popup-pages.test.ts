import { describe, expect, it } from 'vitest';
import { popupAllowedOn } from './popup.ts';

describe('where the free-samples popup may open', () => {
  it('stays away from sign-in, recovery, checkout and account pages', () => {
    for (const path of ['/login', '/register', '/recover-account', '/recover-account/', '/unlock-account', '/cart', '/checkout', '/checkout/complete', '/account', '/account/orders/abc', '/account/downloads', '/notifications']) {
      expect(popupAllowedOn(path), path).toBe(false);
    }
  });
  it('opens on the public pages', () => {
    for (const path of ['/', '/pricing', '/blogs', '/cartoon-characters', '/cartoon-characters/the-green-shield', '/accounting-tips', '/loginless']) {
      expect(popupAllowedOn(path), path).toBe(true);
    }
  });
});
