import { creditsToCents, formatCredits, formatMoney } from './pricing.ts';

/**
 * How the credit-priced part of a cart is paid: from the buyer's balance as far as they choose
 * to use it, the rest bought by card at the credit value within the same order (no pack needed).
 * Pure and shared: the checkout shows exactly what the server will charge.
 */
export type CreditSplit = { fromBalance: number; topUpCredits: number; topUpCents: number };

export function creditSplit(credits: number, balance: number, useCredits: boolean, creditValueCents: number): CreditSplit {
  const need = Math.max(0, credits);
  const fromBalance = useCredits ? Math.min(need, Math.max(0, balance)) : 0;
  const topUpCredits = need - fromBalance;
  return { fromBalance, topUpCredits, topUpCents: creditsToCents(topUpCredits, creditValueCents) };
}

/** The order line that buys the missing credits: its title is what the receipt, the invoice and the card page show. */
export function topUpTitle(credits: number, creditValueCents: number): string {
  return `Credits for this order: ${formatCredits(credits)} at ${formatMoney(creditValueCents)} each`;
}
