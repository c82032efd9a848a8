import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { checkSessionForm, checkRefund, StripeInputError, type FakeSession } from './stripe-rules.ts';

/**
 * A loopback stand-in for the part of Stripe's API the store calls
 * (POST /v1/checkout/sessions, POST /v1/refunds, POST /v1/transfers for Connect payouts), so the real
 * `stripe` SDK is exercised end to end. It refuses what Stripe refuses (see stripe-rules.ts) with
 * Stripe's 400 error shape, keeps each session's amount, and gives money back no more than was captured.
 */
export type FakeStripe = {
  url: string;
  requests: { path: string; form: URLSearchParams; auth: string | undefined; idempotencyKey?: string }[];
  /** Every session created, by id, as Stripe would report it. */
  sessions: Map<string, FakeSession>;
  /** Requests the fake refused, with Stripe's message (a test asserts there were none). */
  refused: { path: string; message: string }[];
  /** The latest session opened for an order (by the metadata the store sent). */
  sessionFor(orderId: string): FakeSession | undefined;
  /**
   * The signed webhook Stripe would send about a session (default: checkout.session.completed, paid): a paid
   * one captures the session's amount on its PaymentIntent, which refunds may then give back.
   */
  pay(session: FakeSession, eventId: string, secret: string, overrides?: Partial<SessionFields> & { type?: string }): { payload: string; signature: string };
  /** Money captured and refunded per PaymentIntent. */
  payments: Map<string, { captured: number; refunded: number }>;
  /** The next call of this kind answers like Stripe refusing it (402 card/balance error). */
  failNext(kind: 'transfers'): void;
  close(): Promise<void>;
};

export type SessionFields = { id: string; amount_total: number; currency: string; payment_status: string; payment_intent: string | null; metadata: Record<string, string>; client_reference_id: string | null };

/** A signed Checkout Session event as Stripe sends it, for a session object (any field overridden). */
export function sessionEvent(eventId: string, type: string, session: SessionFields, secret: string) {
  const payload = JSON.stringify({
    id: eventId, object: 'event', type, api_version: '2025-01-01', created: 1, livemode: false, pending_webhooks: 1, request: null,
    data: { object: { object: 'checkout.session', ...session } },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const fields = (s: FakeSession): SessionFields => ({
  id: s.id, amount_total: s.amountTotal, currency: s.currency, payment_status: 'paid', payment_intent: null, metadata: s.metadata, client_reference_id: s.clientReferenceId,
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const sessions = new Map<string, FakeSession>();
  const payments = new Map<string, { captured: number; refunded: number }>();
  const refused: FakeStripe['refused'] = [];
  let counter = 0;
  const refunds = new Map<string, object>();
  const failing = new Set<string>();

  function answer(req: http.IncomingMessage, form: URLSearchParams): object {
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const session = checkSessionForm(form, `cs_test_${++counter}`);
      sessions.set(session.id, session);
      return { id: session.id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${session.id}`, payment_status: 'unpaid', amount_total: session.amountTotal, currency: session.currency, metadata: session.metadata };
    }
    if (req.method === 'POST' && req.url === '/v1/refunds') {
      // Like Stripe, a repeated Idempotency-Key answers the first refund again.
      const key = String(req.headers['idempotency-key'] ?? '');
      const known = refunds.get(key);
      if (known) return known;
      const { paymentIntent, amount } = checkRefund(form, payments);
      const refund = { id: `re_test_${++counter}`, object: 'refund', status: 'succeeded', amount, payment_intent: paymentIntent };
      if (key) refunds.set(key, refund);
      return refund;
    }
    throw new StripeInputError(`Unrecognized request URL (${req.method}: ${req.url})`, 404);
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push({ path: `${req.method} ${req.url}`, form, auth: req.headers.authorization, idempotencyKey: req.headers['idempotency-key']?.toString() });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/transfers') {
        if (failing.delete('transfers')) {
          res.statusCode = 402;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'balance_insufficient', message: 'Insufficient funds in Stripe account.' } }));
          return;
        }
        res.end(JSON.stringify({ id: `tr_test_${++counter}`, object: 'transfer', amount: Number(form.get('amount')), currency: form.get('currency'), destination: form.get('destination') }));
        return;
      }
      try {
        res.end(JSON.stringify(answer(req, form)));
      } catch (error) {
        if (!(error instanceof StripeInputError)) throw error;
        refused.push({ path: `${req.method} ${req.url}`, message: error.message });
        res.statusCode = error.status;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: error.message, ...(error.param ? { param: error.param } : {}) } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    refused,
    payments,
    sessionFor: (orderId) => [...sessions.values()].filter((s) => s.metadata.orderId === orderId).at(-1),
    pay(session, eventId, secret, { type = 'checkout.session.completed', ...overrides } = {}) {
      const paymentIntent = overrides.payment_intent === undefined ? `pi_test_${++counter}` : overrides.payment_intent;
      const paid = { ...fields(session), ...overrides, payment_intent: paymentIntent };
      const captures = paid.payment_status === 'paid' && !type.endsWith('expired') && !type.endsWith('failed');
      if (captures && paymentIntent && !payments.has(paymentIntent)) payments.set(paymentIntent, { captured: paid.amount_total, refunded: 0 });
      return sessionEvent(eventId, type, paid, secret);
    },
    failNext: (kind) => void failing.add(kind),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
