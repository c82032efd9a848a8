import { randomUUID } from 'node:crypto';
import { stripeClient, type StripeOptions } from '#/server/payments/stripe.ts';

/** Sends an approved payout to the artist. Throws when the money did not go; the caller then returns the amount. */
export type TransferRequest = { payoutId: string; cents: number; destination: string | null };
export interface PayoutProvider {
  readonly name: 'demo' | 'stripe';
  transfer(request: TransferRequest): Promise<{ ref: string }>;
}

/** Demo payouts: nothing moves, the payout is recorded as paid with a demo reference. */
export function demoPayouts(): PayoutProvider {
  return { name: 'demo', transfer: async () => ({ ref: `demo_po_${randomUUID().slice(0, 8)}` }) };
}

/** Stripe Connect: a transfer from the platform balance to the artist's connected account (acct_…). */
export function stripePayouts(options: StripeOptions): PayoutProvider {
  const stripe = stripeClient(options);
  return {
    name: 'stripe',
    async transfer({ payoutId, cents, destination }) {
      if (!destination?.startsWith('acct_')) throw new Error('The artist has no Stripe connected account (acct_…) in their payout details.');
      // One transfer per payout however often approval is retried.
      const transfer = await stripe.transfers.create(
        { amount: cents, currency: 'usd', destination, metadata: { payoutId } },
        { idempotencyKey: `toonmart-payout-${payoutId}` },
      );
      return { ref: transfer.id };
    },
  };
}
