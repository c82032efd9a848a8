/** The Free Sample Characters popup (spec section 2): texts, timing and the session record. */
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
