import type { ClientDirective } from 'astro';
import { POPUP_STORAGE_KEY, readPopupCookie } from '#/lib/popup.ts';

/** Loads the popup island only on the first visit of the browser session (this tab's record or the session cookie all tabs share). */
const popupDirective: ClientDirective = async (load) => {
  let record: string | null;
  try {
    record = sessionStorage.getItem(POPUP_STORAGE_KEY);
  } catch {
    record = null;
  }
  if (record !== null || readPopupCookie(document.cookie) !== null) return;
  const hydrate = await load();
  await hydrate();
};

export default popupDirective;
