import { showToast } from './overlay.ts';

/** A success message kept across the reload or navigation that follows a change (work areas). */
const FLASH_KEY = 'toonmart-flash';

export function flash(message: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    showToast(message, 'success');
  }
}

/** Called on each work-area page load: shows the message of the change that led here, once. */
export function showFlash(): void {
  const message = sessionStorage.getItem(FLASH_KEY);
  if (!message) return;
  sessionStorage.removeItem(FLASH_KEY);
  showToast(message, 'success');
}
