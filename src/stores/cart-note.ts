import { persistentAtom } from '@nanostores/persistent';
import type { CartNote } from '#/lib/api/cart.ts';

const parseNotes = (raw: string | undefined): CartNote[] => {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? (value as CartNote[]).filter((n) => typeof n?.title === 'string').slice(0, 50) : [];
  } catch {
    return [];
  }
};

/**
 * Lines taken out of the cart at sign-in because the account already owns them. Kept (in this
 * browser) until the shopper has read it on the cart page: the sign-in moves on to another page.
 */
export const $cartNote = persistentAtom<CartNote[]>('toonmart-cart-note', [], { encode: JSON.stringify, decode: parseNotes });
