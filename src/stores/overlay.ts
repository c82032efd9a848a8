import { atom } from 'nanostores';

/** The global overlay (toasts and a blocking busy state). Islands call these actions; the Overlay island renders them. */
export type Toast = { id: number; kind: 'info' | 'success' | 'error'; message: string };

export const $toasts = atom<Toast[]>([]);
/** Number of operations currently blocking the page; the overlay is busy while it is above zero. */
export const $busy = atom(0);

export const OVERLAY_EVENT = 'toonmart:overlay';
const TOAST_MS = 5000;
let nextId = 1;

/** The overlay island hydrates on first use: tell it there is something to show. */
function wake(): void {
  if (typeof window === 'undefined') return;
  (window as unknown as { __toonmartOverlay?: boolean }).__toonmartOverlay = true;
  window.dispatchEvent(new Event(OVERLAY_EVENT));
}

export function showToast(message: string, kind: Toast['kind'] = 'info'): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, kind, message }]);
  wake();
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Blocks the page while `work` runs (nested calls stack). */
export async function withBusy<T>(work: () => Promise<T>): Promise<T> {
  $busy.set($busy.get() + 1);
  wake();
  try {
    return await work();
  } finally {
    $busy.set(Math.max(0, $busy.get() - 1));
  }
}
