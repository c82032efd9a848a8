/**
 * The cart lives in localStorage under this one key, shared by every island. Its own module without
 * imports, because the cart directive is inlined into every page and must not pull zod in with it.
 */
export const CART_STORAGE_KEY = 'toonmart-cart';
