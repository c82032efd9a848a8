import type { ClientDirective } from 'astro';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from '#/lib/cart-storage-key.ts';

/**
 * Loads the header's cart count only when there is something to count or React is
 * on the page anyway: the cart holds lines (this tab or another one), or the page
 * has an island of its own. The header comes first in the page, so islands further down (an
 * "Add to cart" inside a server island) are not there yet when this runs: a line added in this
 * tab wakes the count with CART_CHANGED_EVENT, one added in another tab with `storage`.
 * An empty cart on a content page thus costs no JavaScript.
 */
const cartDirective: ClientDirective = (load) => {
  let started = false;
  const go = async () => {
    if (started) return;
    started = true;
    const hydrate = await load();
    await hydrate();
  };
  const holdsLines = (raw: string | null) => !!raw && raw.includes('characterId');
  let stored: string | null;
  try {
    stored = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    stored = null; // storage disabled: no cart to count
  }
  const reactOnPage = document.querySelector('astro-island[client="load"], astro-island[client="idle"], astro-island[client="visible"]');
  if (holdsLines(stored) || reactOnPage) return void go();
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY && holdsLines(event.newValue)) void go();
  });
  window.addEventListener(CART_CHANGED_EVENT, () => void go(), { once: true });
};

export default cartDirective;
