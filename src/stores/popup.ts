import { atom } from 'nanostores';
import { POPUP_AUTO_HIDE_MS, POPUP_STORAGE_KEY, shouldShowPopup } from '../lib/popup.ts';

export type PopupState = { open: boolean };

export const $popup = atom<PopupState>({ open: false });

let hideTimer: ReturnType<typeof setTimeout> | undefined;

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>;

function safeStorage(): SessionLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled: behave as a first visit without remembering
  }
}

/** Opens the popup on the first visit of the session and schedules its auto-hide. */
export function openPopupIfFirstVisit(storage: SessionLike | null = safeStorage()): boolean {
  if (!shouldShowPopup(storage?.getItem(POPUP_STORAGE_KEY) ?? null)) return false;
  storage?.setItem(POPUP_STORAGE_KEY, 'shown');
  $popup.set({ open: true });
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => $popup.set({ open: false }), POPUP_AUTO_HIDE_MS);
  return true;
}

/** Close button or "View Free Samples": record the dismissal for this session. */
export function dismissPopup(storage: SessionLike | null = safeStorage()): void {
  clearTimeout(hideTimer);
  storage?.setItem(POPUP_STORAGE_KEY, 'dismissed');
  $popup.set({ open: false });
}
