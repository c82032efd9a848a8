/** The Free Sample Characters popup: texts, timing and the session record. */
export const POPUP_STORAGE_KEY = 'toonmart:free-samples-popup';
export const POPUP_AUTO_HIDE_MS = 60_000;
export const POPUP_TARGET = '/cartoon-characters?price=free';

export const POPUP_TEXT = {
  title: 'Free Sample Characters',
  body: 'Download our ready-to-use cartoon characters – free!',
  bullets: ['Pre-animated and editable', 'Use in videos, ads, and projects'],
  button: 'View Free Samples',
  close: 'Close',
} as const;

/** What the session storage holds: nothing before the first visit, then shown or dismissed. */
export type PopupRecord = 'shown' | 'dismissed' | null;

/** The popup appears only on the first visit of a browser session. */
export function shouldShowPopup(record: string | null): boolean {
  return record === null;
}

/**
 * sessionStorage belongs to one tab, so a new tab would show the popup again. A
 * session cookie (no expiry: it lasts until the browser closes) is shared by every
 * tab of the browser session, and carries the same record.
 */
export const POPUP_COOKIE = 'toonmart_popup';

export function readPopupCookie(cookies: string): PopupRecord {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === POPUP_COOKIE && (value === 'shown' || value === 'dismissed')) return value;
  }
  return null;
}

export function popupCookie(record: Exclude<PopupRecord, null>): string {
  return `${POPUP_COOKIE}=${record}; path=/; SameSite=Lax`;
}

/**
 * Pages where the popup would stand between a visitor and what they came to do: signing in,
 * recovering an account, paying, and their own account (often opened from a receipt link).
 * The first visit there does not count: the popup waits for the next public page.
 */
const POPUP_FREE_AREAS = ['/login', '/register', '/recover-account', '/unlock-account', '/cart', '/checkout', '/account', '/notifications'];

export function popupAllowedOn(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !POPUP_FREE_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}
