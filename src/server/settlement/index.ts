/**
 * The composition root of payments: each domain's fulfilment handler registered
 * with the orders dispatcher by the kind of order line it delivers (fulfilment-handlers.ts),
 * with the notices sent after the commit. orders/ knows no domain, commerce/ and jobs/ know
 * orders/ but not each other. Everything that settles a payment (webhook, demo page, checkout,
 * tests) imports from here.
 */
import { registerHandlers } from '#/server/settlement/handlers.ts';
import { noticeJobsPaid } from '#/server/custom-orders/fulfilment-notices.ts';

registerHandlers({ job: noticeJobsPaid });

export { checkoutCart } from '#/server/commerce/checkout.ts';
export { confirmDemoCheckout, confirmDemoPayment, declineDemoPayment, handlePaidEvent, settleDemoCheckout } from '#/server/orders/settle.ts';
export { refundOrder } from '#/server/orders/refund.ts';
