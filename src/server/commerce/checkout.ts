import type { Database } from '#/server/db/open.ts';
import { transact } from '#/server/db/transactions.ts';
import { getSettings } from '#/server/settings/settings.ts';
import { orderTax } from '#/server/tax/order-tax.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { afterPaid } from '#/server/orders/settle.ts';
import { openPayment } from '#/server/orders/open-payment.ts';
import type { PaymentProvider } from '#/server/payments/provider.ts';
import type { CheckoutRequest, CheckoutResult } from '#/lib/api/cart.ts';
import { answer, confirmationPath, type CartWiring, type Order } from './place-order.ts';

/** `geoCountry`: where the request's address geolocates to (src/server/geo), one piece of the VAT evidence. */
export type CartCheckout = { provider: PaymentProvider; siteUrl: string; geoCountry?: string | null };

/** Sends the money part to the provider; if the provider cannot take it, the order fails and its credits come back. */
async function toProvider(db: Database, wiring: CartWiring, payments: CartCheckout, order: Order): Promise<string> {
  try {
    const urls = { successUrl: new URL(confirmationPath(order.id), payments.siteUrl).href, cancelUrl: new URL(`/checkout?failed=${order.id}`, payments.siteUrl).href };
    return (await openPayment(db, payments.provider, order.id, urls)).url;
  } catch (error) {
    await transact(db, wiring.failOrder, { orderId: order.id, failure: 'The payment page could not be opened.' });
    throw new AppError('PAYMENT_UNAVAILABLE', undefined, { cause: error });
  }
}

/**
 * POST /api/checkout: one order for the whole cart. Credits only (or free): paid at once.
 * With a money part: credits held, the buyer sent to the provider's page; nothing is granted
 * until the provider confirms, and a failure gives the credits back. Same key, same order.
 * `wiring` is the fulfilment registry and its transactions, built by the composition root.
 */
export async function checkoutCart(db: Database, wiring: CartWiring, payments: CartCheckout, userId: string, input: CheckoutRequest): Promise<CheckoutResult> {
  const settings = await getSettings(db);
  const tax = await orderTax(db, userId, payments.geoCountry ?? null, settings.sellerCountry);
  const placed = await transact(db, wiring.placeOrder, { userId, request: input, providerName: payments.provider.name, creditValue: settings.creditValueCents, tax });
  if ('earlier' in placed) return placed.earlier;
  const { order, balance, lines } = placed;
  if (placed.settled) {
    await afterPaid(db, wiring.fulfilment, placed.settled);
    return answer(order, lines, balance, false, confirmationPath(order.id));
  }
  return answer(order, lines, balance, false, await toProvider(db, wiring, payments, order));
}
