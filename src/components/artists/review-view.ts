/** A stored price as the reviewer reads it: credits, or dollars from cents. */
export function formatPrice(priceType: string, stored: number): string {
  if (priceType === 'free') return 'Free';
  return priceType === 'currency' ? `$${(stored / 100).toFixed(2)}` : `${stored} credits`;
}
