import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { api } from '#/lib/api/client.ts';
import { socialApi } from '#/lib/api/social.ts';
import { addRecent, FAVOURITES_KEY, parseFavourites, parseRecent, RECENT_KEY, toggleId, type RecentItem } from '#/lib/favourites.ts';

/** Signed-out favourites, in localStorage (every tab); merged into the account at sign-in. */
export const $localFavourites = persistentAtom<string[]>(FAVOURITES_KEY, [], { encode: JSON.stringify, decode: parseFavourites });
/** The account's favourites while signed in (null: not signed in, or not loaded). */
export const $accountFavourites = atom<string[] | null>(null);
/** What the hearts show: the account's list when there is one, else the browser's. */
export const $favourites = computed([$accountFavourites, $localFavourites], (account, local) => new Set(account ?? local));

export const $recentlyViewed = persistentAtom<RecentItem[]>(RECENT_KEY, [], { encode: JSON.stringify, decode: parseRecent });

export function recordView(item: RecentItem): void {
  $recentlyViewed.set(addRecent($recentlyViewed.get(), item));
}

/** Signed in: the account's list; a 401 (the session ended) leaves the browser's list in charge. */
export async function loadAccountFavourites(): Promise<void> {
  const result = await api(socialApi.favourites);
  $accountFavourites.set(result.ok ? result.data.ids : null);
}

/** Hearts answer at once; the server's answer then replaces the guess (or undoes it on failure). */
export async function toggleFavourite(characterId: string, on: boolean): Promise<{ ok: boolean; message?: string }> {
  const account = $accountFavourites.get();
  if (!account) {
    $localFavourites.set(toggleId($localFavourites.get(), characterId, on));
    return { ok: true };
  }
  $accountFavourites.set(toggleId(account, characterId, on));
  const result = await api(on ? socialApi.addFavourite : socialApi.removeFavourite, { params: { characterId } });
  if (result.ok) {
    $accountFavourites.set(result.data.ids);
    return { ok: true };
  }
  $accountFavourites.set(account);
  if (result.status === 401) {
    $accountFavourites.set(null);
    return toggleFavourite(characterId, on);
  }
  return { ok: false, message: result.message };
}

/** At sign-in: the browser's favourites join the account (idempotent on the server), then leave the browser. */
export async function mergeLocalFavourites(): Promise<void> {
  const ids = $localFavourites.get();
  if (!ids.length) return;
  const result = await api(socialApi.mergeFavourites, { body: { ids } });
  if (!result.ok) return console.error('[favourites] merge failed:', result.message);
  $localFavourites.set([]);
  $accountFavourites.set(result.data.ids);
}
