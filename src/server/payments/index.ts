import * as env from 'astro:env/server';
import { AppError } from '../errors.ts';
import { demoProvider } from './demo.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeProvider } from './stripe.ts';

let provider: PaymentProvider | undefined;

/** The configured provider (PAYMENT_PROVIDER): demo by default, Stripe when its keys are set. */
export function getPaymentProvider(): PaymentProvider {
  if (provider) return provider;
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
      throw new AppError('INTERNAL', 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
    }
    provider = stripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL });
  } else {
    provider = demoProvider();
  }
  return provider;
}
