import { persistentAtom } from '@nanostores/persistent';
import { addLine, CART_STORAGE_KEY, parseCart, removeLine, type CartLine, type Plan } from '#/lib/cart.ts';
import { CART_CHANGED_EVENT } from '#/lib/cart-storage-key.ts';

/** The cart, persisted in localStorage and shared by every island (and every tab). */
export const $cart = persistentAtom<CartLine[]>(CART_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode: parseCart,
});

// The header's count hydrates on its own directive: tell it this tab changed the cart (it then reads $cart).
if (typeof window !== 'undefined') $cart.listen(() => window.dispatchEvent(new Event(CART_CHANGED_EVENT)));

export function addToCart(characterId: string, plan: Plan): void {
  $cart.set(addLine($cart.get(), characterId, plan));
}

export function removeFromCart(characterId: string, plan: Plan): void {
  $cart.set(removeLine($cart.get(), characterId, plan));
}

export function clearCart(): void {
  $cart.set([]);
}
