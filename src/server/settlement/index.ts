/**
 * The composition root of payments: the fulfilment registry (each domain's handler for the kind of
 * order line it delivers, with the notices sent after the commit) is built here once and handed to
 * everything that settles a payment. orders/ knows no domain; commerce/ and custom-orders/ know
 * orders/ but not each other. Pages and routes reach settlement only through this module (a
 * dependency-cruiser rule); the functions below are the domain's, with the wiring already given.
 */
import { checkoutCart as checkoutCartWith } from '#/server/commerce/checkout.ts';
import { noticeCustomOrdersPaid } from '#/server/custom-orders/fulfilment-notices.ts';
import type { Database } from '#/server/db/open.ts';
import { refundOrder as refundOrderWith } from '#/server/orders/refund.ts';
import * as settle from '#/server/orders/settle.ts';
import { buildPaymentWiring } from './handlers.ts';

export const paymentWiring = buildPaymentWiring({ job: noticeCustomOrdersPaid });

/** `fn` with the wiring in its second place given. */
function wired<A extends unknown[], R>(fn: (db: Database, wiring: typeof paymentWiring, ...rest: A) => R): (db: Database, ...rest: A) => R {
  return (db, ...rest) => fn(db, paymentWiring, ...rest);
}

export const checkoutCart = wired(checkoutCartWith);
export const handlePaidEvent = wired(settle.handlePaidEvent);
export const confirmDemoPayment = wired(settle.confirmDemoPayment);
export const settleDemoCheckout = wired(settle.settleDemoCheckout);
export const confirmDemoCheckout = wired(settle.confirmDemoCheckout);
export const declineDemoPayment = settle.declineDemoPayment;
export const refundOrder = (db: Database, ...rest: [providers: Parameters<typeof refundOrderWith>[2], actor: Parameters<typeof refundOrderWith>[3], orderId: string]) =>
  refundOrderWith(db, paymentWiring.fulfilment, ...rest);
