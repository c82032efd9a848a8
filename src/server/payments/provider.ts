/**
 * A payment provider takes a pending order to a payment page and later tells
 * us, through a signed webhook or a confirmation, that it was paid.
 */
export type CheckoutRequest = {
  orderId: string;
  title: string;
  cents: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
};

export type PaidEvent = { eventId: string; orderId: string };

export interface PaymentProvider {
  readonly name: 'demo' | 'stripe';
  /** Where to send the buyer to pay, and the provider's reference for the payment. */
  startCheckout(request: CheckoutRequest): Promise<{ url: string; ref: string }>;
  /** Verifies a webhook; a valid event that pays an order yields it, others null. Throws on a bad signature. */
  parseWebhook(rawBody: string, signature: string | null): PaidEvent | null;
}
