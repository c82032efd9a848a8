import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_AUTO_HIDE_MS, POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { $popup, dismissPopup, openPopupIfFirstVisit } from './popup.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('$popup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $popup.set({ open: false });
  });
  afterEach(() => vi.useRealTimers());

  it('opens on the first visit of a session and records it', () => {
    const storage = memoryStorage();
    expect(openPopupIfFirstVisit(storage)).toBe(true);
    expect($popup.get().open).toBe(true);
    expect(storage.getItem(POPUP_STORAGE_KEY)).toBe('shown');
  });

  it('stays closed on the next page of the same session', () => {
    const storage = memoryStorage();
    openPopupIfFirstVisit(storage);
    $popup.set({ open: false });
    expect(openPopupIfFirstVisit(storage)).toBe(false);
    expect($popup.get().open).toBe(false);
  });

  it('hides itself after 60 seconds', () => {
    openPopupIfFirstVisit(memoryStorage());
    vi.advanceTimersByTime(POPUP_AUTO_HIDE_MS - 1);
    expect($popup.get().open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($popup.get().open).toBe(false);
  });

  it('records a dismissal so it does not come back in the session', () => {
    const storage = memoryStorage();
    openPopupIfFirstVisit(storage);
    dismissPopup(storage);
    expect($popup.get().open).toBe(false);
    expect(storage.getItem(POPUP_STORAGE_KEY)).toBe('dismissed');
    expect(openPopupIfFirstVisit(storage)).toBe(false);
  });
});
