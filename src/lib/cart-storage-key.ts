/**
 * The cart lives in localStorage under this one key, shared by every island. Its own module without
 * imports, because the cart directive is inlined into every page and must not pull zod in with it.
 */
export const CART_STORAGE_KEY = 'toonmart-cart';

/**
 * Sent on `window` when this tab changes the cart. A `storage` event reaches only the other tabs, so
 * without it the header's count (not yet hydrated on a page whose "Add to cart" arrives later, in a
 * server island) would not learn of a line added here until the next page.
 */
export const CART_CHANGED_EVENT = 'toonmart:cart-changed';
