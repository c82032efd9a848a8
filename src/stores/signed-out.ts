import { atom } from 'nanostores';
import { SIGNED_OUT_KEY } from '#/lib/signed-out.ts';

/** The page the session check signed this tab out from; null when there is nothing to say. */
export const $signedOutFrom = atom<string | null>(null);

/** Reads the record the session check left (src/stores/session-actions.ts) and forgets it: the notice shows once. */
export function takeSignedOutNotice(): void {
  try {
    const from = sessionStorage.getItem(SIGNED_OUT_KEY);
    sessionStorage.removeItem(SIGNED_OUT_KEY);
    $signedOutFrom.set(from);
  } catch {
    $signedOutFrom.set(null);
  }
}

export function dismissSignedOutNotice(): void {
  $signedOutFrom.set(null);
}
