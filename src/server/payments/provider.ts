import type { ProviderCharge } from './charge.ts';

/**
 * A payment provider takes a pending order to a payment page and later tells
 * us, through a signed webhook or a confirmation, that it was paid or failed.
 */
export type PaymentPageRequest = {
  orderId: string;
  /** Exactly what to charge: made by `providerCharge` only, its lines sum to the order's total. */
  charge: ProviderCharge;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** When the order is given up unpaid: the payment page closes then (or as soon after as the provider allows). */
  expiresAt?: Date | null;
};

/**
 * A verified event about an order's payment. `payment`: the provider's id of the money
 * movement (Stripe: the PaymentIntent), kept for refunds. `outcome` defaults to paid.
 * `session`, `amountCents` and `currency`: what the provider says was paid, and on which
 * payment page; settlement checks them against the order (absent from the demo provider,
 * whose confirmation is the store's own page).
 */
export type PaidEvent = {
  eventId: string;
  orderId: string;
  payment?: string;
  outcome?: 'paid' | 'failed';
  failure?: string;
  session?: string;
  amountCents?: number;
  currency?: string;
};

/**
 * A refund of money the provider took for an order; `payment` is what the provider reported when it was paid.
 * `key`: what makes a repeat of this refund the same refund at the provider (default: one per order).
 */
export type RefundRequest = { orderId: string; cents: number; payment: string | null; key?: string };
export type RefundResult = { ref: string | null; status: 'requested' | 'succeeded' };

export interface PaymentProvider {
  readonly name: 'demo' | 'stripe';
  /** Where to send the buyer to pay, and the provider's reference for the payment page (Stripe: the Checkout Session). */
  startCheckout(request: PaymentPageRequest): Promise<{ url: string; ref: string }>;
  /** Verifies a webhook; a valid event that settles an order yields it, others null. Throws on a bad signature. */
  parseWebhook(rawBody: string, signature: string | null): PaidEvent | null;
  /** Gives money back; safe to repeat with the same request (the provider sees one refund). */
  refund(request: RefundRequest): Promise<RefundResult>;
}
