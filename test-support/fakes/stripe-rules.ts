/**
 * What Stripe's API refuses, for the loopback fake: a Checkout Session whose line items are not
 * whole non-negative amounts in one known currency, whose total is below Stripe's minimum charge,
 * that lacks the store's metadata, or whose lines do not add up to the amount the store says it is
 * charging (metadata amountCents); a refund of more than the PaymentIntent captured and not yet refunded.
 */
export class StripeInputError extends Error {
  readonly status: number;
  readonly param?: string;
  constructor(message: string, status = 400, param?: string) {
    super(message);
    this.status = status;
    this.param = param;
  }
}

export type FakeSession = { id: string; amountTotal: number; currency: string; metadata: Record<string, string>; clientReferenceId: string | null; expiresAt: number | null; lines: { name: string; amount: number; quantity: number }[] };

const CURRENCIES = new Set(['usd', 'eur', 'gbp', 'cad', 'aud', 'jpy', 'chf', 'sek', 'nok', 'dkk', 'pln', 'inr', 'brl', 'mxn']);
/** Stripe's smallest charge per currency (minor units); https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts */
const MINIMUM: Record<string, number> = { usd: 50, eur: 50, gbp: 30, cad: 50, aud: 50, chf: 50, jpy: 50 };

const wholeAmount = (raw: string | null) => raw !== null && /^\d+$/.test(raw) && Number.isSafeInteger(Number(raw));

function lineItems(form: URLSearchParams): (FakeSession['lines'][number] & { currency: string })[] {
  const lines: (FakeSession['lines'][number] & { currency: string })[] = [];
  for (let i = 0; form.has(`line_items[${i}][quantity]`) || form.has(`line_items[${i}][price_data][unit_amount]`); i++) {
    const at = (k: string) => form.get(`line_items[${i}]${k}`);
    const amount = at('[price_data][unit_amount]');
    const quantity = at('[quantity]');
    if (!wholeAmount(amount)) throw new StripeInputError(`Invalid integer: ${amount}`, 400, `line_items[${i}][price_data][unit_amount]`);
    if (!wholeAmount(quantity) || Number(quantity) < 1) throw new StripeInputError(`Invalid quantity: ${quantity}`, 400, `line_items[${i}][quantity]`);
    const currency = at('[price_data][currency]') ?? '';
    if (!CURRENCIES.has(currency)) throw new StripeInputError(`Invalid currency: ${currency}`, 400, `line_items[${i}][price_data][currency]`);
    const name = at('[price_data][product_data][name]')?.trim();
    if (!name) throw new StripeInputError('Missing required param: line_items[][price_data][product_data][name].', 400);
    lines.push({ name, amount: Number(amount), quantity: Number(quantity), currency });
  }
  return lines;
}

export function checkSessionForm(form: URLSearchParams, id: string, now = Date.now()): FakeSession {
  if (form.get('mode') !== 'payment') throw new StripeInputError('Missing or invalid mode.', 400, 'mode');
  if (!form.get('success_url')) throw new StripeInputError('Missing required param: success_url.', 400, 'success_url');
  const lines = lineItems(form);
  if (!lines.length) throw new StripeInputError('line_items is required in payment mode.', 400, 'line_items');
  const currencies = new Set(lines.map((l) => l.currency));
  if (currencies.size !== 1) throw new StripeInputError('All line items must use the same currency.', 400, 'line_items');
  const currency = [...currencies][0]!;
  const amountTotal = lines.reduce((s, l) => s + l.amount * l.quantity, 0);
  if (amountTotal < (MINIMUM[currency] ?? 50)) throw new StripeInputError(`The Checkout Session's total amount must be at least ${MINIMUM[currency] ?? 50} ${currency}.`, 400, 'line_items');
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  if (!metadata.orderId) throw new StripeInputError('The store always names its order in metadata[orderId].', 400, 'metadata');
  if (metadata.amountCents !== String(amountTotal)) {
    throw new StripeInputError(`The line items sum to ${amountTotal}, the order's amount is ${metadata.amountCents ?? '(missing)'}.`, 400, 'line_items');
  }
  const expires = form.get('expires_at');
  const expiresAt = expires === null ? null : Number(expires);
  if (expiresAt !== null && (!Number.isInteger(expiresAt) || expiresAt * 1000 < now + 30 * 60_000 || expiresAt * 1000 > now + 24 * 3_600_000)) {
    throw new StripeInputError('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 400, 'expires_at');
  }
  return { id, amountTotal, currency, metadata, clientReferenceId: form.get('client_reference_id'), expiresAt, lines: lines.map(({ name, amount, quantity }) => ({ name, amount, quantity })) };
}

export function checkRefund(form: URLSearchParams, payments: Map<string, { captured: number; refunded: number }>): { paymentIntent: string; amount: number } {
  const paymentIntent = form.get('payment_intent') ?? '';
  const payment = payments.get(paymentIntent);
  if (!payment) throw new StripeInputError(`No such payment_intent: '${paymentIntent}'`, 400, 'payment_intent');
  const raw = form.get('amount');
  const amount = raw === null ? payment.captured - payment.refunded : Number(raw);
  if (raw !== null && (!wholeAmount(raw) || amount < 1)) throw new StripeInputError(`Invalid positive integer: ${raw}`, 400, 'amount');
  if (amount > payment.captured - payment.refunded) {
    throw new StripeInputError(`Refund amount (${amount}) is greater than unrefunded amount on charge (${payment.captured - payment.refunded})`, 400, 'amount');
  }
  payment.refunded += amount;
  return { paymentIntent, amount };
}
