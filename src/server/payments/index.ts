import * as env from 'astro:env/server';
import { AppError } from '#/server/errors/catalogue.ts';
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

/** The provider that took an order's money: demo orders need no configuration, others the configured one. */
export function providerNamed(name: string | null): PaymentProvider {
  if (name === 'demo') return demoProvider();
  const configured = getPaymentProvider();
  if (configured.name === name) return configured;
  throw new AppError('CONFLICT', `The payment provider "${name ?? 'none'}" of this order is not configured here; refund it in the provider's dashboard.`);
}
