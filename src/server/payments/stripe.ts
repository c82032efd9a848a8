import Stripe from 'stripe';
import { AppError } from '#/server/errors/catalogue.ts';
import { checkCharge } from './charge.ts';
import type { PaidEvent, PaymentProvider } from './provider.ts';

export type StripeOptions = { secretKey: string; webhookSecret: string; apiUrl?: string };

/** The SDK's host/port/protocol options, so tests (and a proxy) can point it at another API address. */
export function stripeClient(options: StripeOptions): Stripe {
  if (!options.apiUrl) return new Stripe(options.secretKey, { maxNetworkRetries: 1 });
  const url = new URL(options.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
    maxNetworkRetries: 0,
  });
}

const PAID = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const FAILED: Record<string, string> = {
  'checkout.session.expired': 'The payment page expired before the payment was made.',
  'checkout.session.async_payment_failed': 'The payment did not go through.',
};

/**
 * What a Checkout Session event means for its order: paid (only once the session says
 * the money is there: a delayed method completes unpaid and succeeds later), failed, or nothing.
 */
function settlement(event: Stripe.Event): PaidEvent | null {
  if (!PAID.has(event.type) && !FAILED[event.type]) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  // The store wrote the order id into the session's metadata; client_reference_id is not read.
  const orderId = session.metadata?.orderId;
  if (!orderId) return null;
  const paid = { eventId: event.id, orderId, session: session.id, amountCents: session.amount_total ?? -1, currency: session.currency ?? '' };
  const failure = FAILED[event.type];
  if (failure) return { ...paid, outcome: 'failed', failure };
  if (session.payment_status !== 'paid') return null;
  const payment = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  return payment ? { ...paid, payment } : paid;
}

/** Stripe's earliest and latest allowed closing times of a Checkout Session are 30 minutes and 24 hours away. */
function closingTime(expiresAt: Date | null | undefined, now = Date.now()): number | undefined {
  if (!expiresAt) return undefined;
  const seconds = (ms: number) => Math.ceil(ms / 1000);
  return Math.min(Math.max(seconds(expiresAt.getTime()), seconds(now + 30 * 60_000) + 5), seconds(now + 24 * 3_600_000) - 5);
}

/** Stripe Checkout: a hosted payment page per order, and a signed `checkout.session.completed` webhook. */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = stripeClient(options);
  return {
    name: 'stripe',
    async startCheckout(request) {
      const { currency, lines, amountCents } = checkCharge(request.charge);
      const expiresAt = closingTime(request.expiresAt);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: lines.map((line) => ({ quantity: 1, price_data: { currency, unit_amount: line.cents, product_data: { name: line.title } } })),
        customer_email: request.customerEmail,
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId, amountCents: String(amountCents) },
        payment_intent_data: { metadata: { orderId: request.orderId } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(expiresAt ? { expires_at: expiresAt } : {}),
      });
      if (!session.url) throw new AppError('INTERNAL', 'The payment provider gave no payment page.');
      return { url: session.url, ref: session.id };
    },
    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook signature is not valid.');
      }
      return settlement(event);
    },
    async refund(request) {
      // Without the PaymentIntent (a webhook that did not carry it) the request is recorded for a person to finish.
      if (!request.payment) return { ref: null, status: 'requested' };
      // The idempotency key makes a retried rejection ask Stripe for the same single refund.
      const refund = await stripe.refunds.create(
        { payment_intent: request.payment, amount: request.cents, metadata: { orderId: request.orderId } },
        { idempotencyKey: request.key ?? `toonmart-refund-${request.orderId}` },
      );
      return { ref: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'requested' };
    },
  };
}
