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
