import { $favourites, loadAccountFavourites, mergeLocalFavourites, toggleFavourite } from '#/stores/favourites.ts';
import { showToast } from '#/stores/overlay.ts';
import { PUBLIC_USER_CACHE_KEY } from 'astro:env/client';

/**
 * Hearts in the browser: each `[data-fav]` button shows and toggles its character. Signed in
 * (the page's user, else the stored copy) the account's list is loaded first, after merging what
 * the browser collected while signed out (a sign-in without JavaScript skipped that step).
 */
let started = false;

function paint(): void {
  const favourites = $favourites.get();
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-fav]')) {
    button.setAttribute('aria-pressed', String(favourites.has(button.dataset.fav!)));
  }
}

function onClick(event: Event): void {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-fav]');
  if (!button) return;
  event.preventDefault();
  const on = button.getAttribute('aria-pressed') !== 'true';
  void toggleFavourite(button.dataset.fav!, on).then((result) => {
    if (!result.ok) showToast(result.message ?? 'The favourite could not be saved.', 'error');
  });
}

async function start(): Promise<void> {
  $favourites.subscribe(paint);
  document.addEventListener('click', onClick);
  // Only whether a copy is there: decrypting it would bring the session code and crypto to every signed-out reader.
  const signedIn = !!document.getElementById('initial-user') || hasStoredUser();
  if (!signedIn) return;
  await mergeLocalFavourites();
  await loadAccountFavourites();
}

function hasStoredUser(): boolean {
  try {
    return localStorage.getItem(PUBLIC_USER_CACHE_KEY) !== null;
  } catch {
    return false; // storage disabled: signed-out favourites cannot be kept either
  }
}

export function enhanceFavourites(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-fav][hidden]')) button.hidden = false;
  paint();
  if (started) return;
  started = true;
  void start();
}
