import { describe, expect, it } from 'vitest';
import { popupCookie, readPopupCookie } from './popup.ts';

describe('the popup session cookie', () => {
  it('reads the record among other cookies', () => {
    expect(readPopupCookie('a=1; toonmart_popup=shown; b=2')).toBe('shown');
    expect(readPopupCookie('toonmart_popup=dismissed')).toBe('dismissed');
  });
  it('reads nothing from a missing or foreign value', () => {
    expect(readPopupCookie('')).toBeNull();
    expect(readPopupCookie('toonmart_popup=yes; other=shown')).toBeNull();
  });
  it('is written without an expiry, so it ends with the browser session', () => {
    expect(popupCookie('shown')).toBe('toonmart_popup=shown; path=/; SameSite=Lax');
    expect(popupCookie('dismissed')).not.toMatch(/expires|max-age/i);
    expect(readPopupCookie(popupCookie('dismissed').split(';')[0] as string)).toBe('dismissed');
  });
});
