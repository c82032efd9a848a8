import * as env from 'astro:env/server';
import { demoPayouts, stripePayouts, type PayoutProvider } from './payout-providers.ts';
import { resolvePayoutSecret } from './secret.ts';

export const payoutSecret = (): string => resolvePayoutSecret(env.PAYOUT_DETAILS_KEY);

let provider: PayoutProvider | undefined;

/** Payouts go the way payments come in: Stripe Connect transfers with PAYMENT_PROVIDER=stripe, demo records otherwise. */
export function payoutProvider(): PayoutProvider {
  if (provider) return provider;
  provider = env.PAYMENT_PROVIDER === 'stripe' && env.STRIPE_SECRET_KEY
    ? stripePayouts({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', apiUrl: env.STRIPE_API_URL })
    : demoPayouts();
  return provider;
}
