import { atom } from 'nanostores';
import { popupCookie, POPUP_AUTO_HIDE_MS, POPUP_STORAGE_KEY, POPUP_TEXT, readPopupCookie, shouldShowPopup, type PopupRecord } from '#/lib/popup.ts';
import { api } from '#/lib/api/client.ts';
import { publicSettingsEndpoint } from '#/lib/api/public-settings.ts';
import type { PublicSettings } from '#/lib/settings.ts';

export type PopupState = { open: boolean };

export const $popup = atom<PopupState>({ open: false });

let hideTimer: ReturnType<typeof setTimeout> | undefined;

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>;

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled: the cookie alone remembers
  }
}

/** This tab's sessionStorage and the session cookie every tab shares (src/lib/popup.ts), read and written together. */
function safeStorage(): SessionLike | null {
  if (typeof document === 'undefined') return null;
  const tab = tabStorage();
  return {
    getItem: (key) => tab?.getItem(key) ?? readPopupCookie(document.cookie),
    setItem: (key, value) => {
      tab?.setItem(key, value);
      if (key === POPUP_STORAGE_KEY) document.cookie = popupCookie(value as Exclude<PopupRecord, null>);
      popupChannel()?.postMessage(value);
    },
  };
}

let channel: BroadcastChannel | null | undefined;

/** Closing the popup in one tab closes it in the others open at the same time. */
function popupChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(POPUP_STORAGE_KEY);
  channel?.addEventListener('message', (event) => {
    if (event.data === 'dismissed') {
      clearTimeout(hideTimer);
      $popup.set({ open: false });
    }
  });
  return channel;
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

/** The popup's texts: the spec's defaults until the store's settings (editable at /admin/settings) arrive. */
export type PopupTexts = { title: string; body: string; bullets: string[]; button: string };
export const DEFAULT_POPUP_TEXTS: PopupTexts = { title: POPUP_TEXT.title, body: POPUP_TEXT.body, bullets: [...POPUP_TEXT.bullets], button: POPUP_TEXT.button };
export const $popupTexts = atom<PopupTexts>(DEFAULT_POPUP_TEXTS);

export function popupTextsOf(s: PublicSettings): PopupTexts {
  return { title: s.popupTitle, body: s.popupBody, bullets: [s.popupBulletOne, s.popupBulletTwo], button: s.popupButton };
}

/** Prerendered pages cannot carry the current texts: the popup asks once, when it opens. */
export async function loadPopupTexts(): Promise<void> {
  const result = await api(publicSettingsEndpoint);
  if (result.ok) $popupTexts.set(popupTextsOf(result.data));
}
