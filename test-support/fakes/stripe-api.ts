import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for the part of Stripe's API the store calls
 * (POST /v1/checkout/sessions, POST /v1/refunds, POST /v1/transfers for Connect payouts), so the real `stripe` SDK is exercised end to end.
 */
export type FakeStripe = {
  url: string;
  requests: { path: string; form: URLSearchParams; auth: string | undefined; idempotencyKey?: string }[];
  /** The next call of this kind answers like Stripe refusing it (402 card/balance error). */
  failNext(kind: 'transfers'): void;
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  let counter = 0;
  const refunds = new Map<string, object>();
  const failing = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push({ path: `${req.method} ${req.url}`, form, auth: req.headers.authorization, idempotencyKey: req.headers['idempotency-key']?.toString() });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${++counter}`;
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}`, payment_status: 'unpaid', metadata: { orderId: form.get('metadata[orderId]') } }));
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        // Like Stripe, a repeated Idempotency-Key answers the first refund again.
        const key = String(req.headers['idempotency-key'] ?? '');
        const known = refunds.get(key);
        const refund = known ?? { id: `re_test_${++counter}`, object: 'refund', status: 'succeeded', amount: Number(form.get('amount')), payment_intent: form.get('payment_intent') };
        if (key) refunds.set(key, refund);
        res.end(JSON.stringify(refund));
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/transfers') {
        if (failing.delete('transfers')) {
          res.statusCode = 402;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'balance_insufficient', message: 'Insufficient funds in Stripe account.' } }));
          return;
        }
        res.end(JSON.stringify({ id: `tr_test_${++counter}`, object: 'transfer', amount: Number(form.get('amount')), currency: form.get('currency'), destination: form.get('destination') }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, failNext: (kind) => void failing.add(kind), close: () => new Promise((resolve) => server.close(() => resolve())) };
}
