/**
 * A payment provider takes a pending order to a payment page and later tells
 * us, through a signed webhook or a confirmation, that it was paid or failed.
 */
export type CheckoutLine = { title: string; cents: number };

export type CheckoutRequest = {
  orderId: string;
  title: string;
  cents: number;
  /** The money lines of the order, shown one by one on the payment page; their sum is `cents`. */
  lines?: CheckoutLine[];
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
};

/**
 * A verified event about an order's payment. `payment`: the provider's id of the money
 * movement (Stripe: the PaymentIntent), kept for refunds. `outcome` defaults to paid.
 */
export type PaidEvent = { eventId: string; orderId: string; payment?: string; outcome?: 'paid' | 'failed'; failure?: string };

/**
 * A refund of money the provider took for an order; `payment` is what the provider reported when it was paid.
 * `key`: what makes a repeat of this refund the same refund at the provider (default: one per order).
 */
export type RefundRequest = { orderId: string; cents: number; payment: string | null; key?: string };
export type RefundResult = { ref: string | null; status: 'requested' | 'succeeded' };

export interface PaymentProvider {
  readonly name: 'demo' | 'stripe';
  /** Where to send the buyer to pay, and the provider's reference for the payment. */
  startCheckout(request: CheckoutRequest): Promise<{ url: string; ref: string }>;
  /** Verifies a webhook; a valid event that settles an order yields it, others null. Throws on a bad signature. */
  parseWebhook(rawBody: string, signature: string | null): PaidEvent | null;
  /** Gives the money of a paid order back; safe to repeat for the same order (the provider sees one refund). */
  refund(request: RefundRequest): Promise<RefundResult>;
}
