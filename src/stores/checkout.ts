import { atom } from 'nanostores';
import { $cart, clearCart } from './cart.ts';
import { showToast, withBusy } from './overlay.ts';

/** The cart as the server priced it (POST /api/cart/quote); the cart itself never holds prices. */
export type QuotedLine = { characterId: string; plan: 'standard' | 'extended'; slug: string; title: string; priceType: 'credits' | 'currency' | 'free'; credits: number; cents: number };
export type Quote = { lines: QuotedLine[]; dropped: number; totalCredits: number; totalCents: number };

export const $quote = atom<Quote | null>(null);
export const $quoteError = atom<string | null>(null);

type ApiError = { error?: { message?: string } };

export async function refreshQuote(): Promise<void> {
  const lines = $cart.get().map(({ characterId, plan }) => ({ characterId, plan }));
  try {
    const response = await fetch('/api/cart/quote', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lines }) });
    if (!response.ok) throw new Error(((await response.json()) as ApiError).error?.message ?? `HTTP ${response.status}`);
    $quote.set((await response.json()) as Quote);
    $quoteError.set(null);
  } catch (error) {
    console.error('[cart] quote failed', error);
    $quoteError.set('The cart could not be priced. Reload the page to try again.');
  }
}

/**
 * Pays the cart with credits. The key is made once per checkout page, so a
 * double click or a retry after a lost answer is the same order on the server.
 */
export async function payWithCredits(idempotencyKey: string): Promise<string | null> {
  const lines = $cart.get().map(({ characterId, plan }) => ({ characterId, plan }));
  return withBusy(async () => {
    const response = await fetch('/api/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lines, idempotencyKey }) });
    const body = (await response.json()) as ApiError & { orderId?: string };
    if (!response.ok || !body.orderId) {
      showToast(body.error?.message ?? 'The payment did not go through. Try again.', 'error');
      return null;
    }
    clearCart();
    return body.orderId;
  });
}
