import { persistentAtom } from '@nanostores/persistent';
import { addLine, CART_STORAGE_KEY, parseCart, removeLine, type CartLine, type Plan } from '#/lib/cart.ts';

/** The cart, persisted in localStorage and shared by every island (and every tab). */
export const $cart = persistentAtom<CartLine[]>(CART_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode: parseCart,
});

export function addToCart(characterId: string, plan: Plan): void {
  $cart.set(addLine($cart.get(), characterId, plan));
}

export function removeFromCart(characterId: string, plan: Plan): void {
  $cart.set(removeLine($cart.get(), characterId, plan));
}

export function clearCart(): void {
  $cart.set([]);
}
