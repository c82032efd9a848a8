import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import type { Quote } from '#/lib/api/cart.ts';
import { cartApi } from '#/lib/api/cart.ts';
import { api } from '#/lib/api/client.ts';
import type { Plan } from '#/lib/cart.ts';
import { $cart, removeFromCart } from './cart.ts';
import { showToast, withBusy } from './overlay.ts';

/** The cart as the server priced it (POST /api/cart/quote); the cart itself never holds prices. */
export const $quote = atom<Quote | null>(null);
export const $quoteError = atom<string | null>(null);

/** At checkout: whether the buyer's credit balance pays the credit-priced items (the rest is bought by card). */
export const $useCredits = atom<boolean>(true);

/** The one coupon code the shopper applied (kept with the cart, across pages and tabs); the server says what it is worth. */
export const $coupon = persistentAtom<string>('toonmart-coupon', '');
/** Why the code just typed was not applied (unknown, expired, limit reached, minimum not met…). */
export const $couponError = atom<string | null>(null);

const cartLines = () => $cart.get().map(({ characterId, plan }) => ({ characterId, plan }));
const couponField = () => ($coupon.get() ? { coupon: $coupon.get() } : {});

let latest = 0;

export async function refreshQuote(): Promise<void> {
  const asked = ++latest;
  const result = await api(cartApi.quote, { body: { lines: cartLines(), ...couponField() } });
  // An older answer arriving late (the cart or the code changed meanwhile) must not overwrite a newer one.
  if (asked !== latest) return;
  if (result.ok) {
    // A code that no longer applies is dropped, with the server's reason shown once.
    if (result.data.couponError) {
      $couponError.set(result.data.couponError);
      $coupon.set('');
    }
    $quote.set(result.data);
    $quoteError.set(null);
    return;
  }
  console.error('[cart] quote failed:', result.message);
  $quoteError.set('The cart could not be priced. Reload the page to try again.');
}

export async function applyCoupon(code: string): Promise<void> {
  $couponError.set(null);
  $coupon.set(code.trim().toUpperCase());
  await withBusy(refreshQuote);
}

export async function removeCoupon(): Promise<void> {
  $couponError.set(null);
  $coupon.set('');
  await refreshQuote();
}

/**
 * Places the cart as one order and answers where the buyer goes next: the payment
 * page for a money part, else the confirmation. The cart stays as it is until the
 * confirmation page says the order is paid, so a failed payment loses nothing. The key
 * is made once per checkout page: a double click or a retry is the same order.
 */
export async function placeOrder(idempotencyKey: string): Promise<string | null> {
  return withBusy(async () => {
    const result = await api(cartApi.checkout, { body: { lines: cartLines(), idempotencyKey, useCredits: $useCredits.get(), ...couponField() } });
    if (!result.ok) {
      showToast(result.message, 'error');
      // The coupon was refused at payment (its last use went to someone else): price the cart again without it.
      if (result.status === 409 && $coupon.get()) await refreshQuote();
      return null;
    }
    return result.data.location;
  });
}

/** The confirmation page: what was bought leaves the cart (anything added since stays). */
export function forgetBought(lines: { characterId: string; plan: Plan }[]): void {
  for (const line of lines) removeFromCart(line.characterId, line.plan);
  // The coupon went with the paid order.
  $coupon.set('');
}
