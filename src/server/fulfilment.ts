/**
 * The composition root of payments: each domain's fulfilment handler registered
 * with the orders dispatcher by the kind of order line it delivers. orders/ knows
 * no domain, commerce/ and jobs/ know orders/ but not each other. Everything that
 * settles a payment (webhook, demo page, checkout, tests) imports from here.
 */
import { characterLicences, creditPacks } from '#/server/commerce/fulfilment.ts';
import { customJobPayments } from '#/server/jobs/fulfilment.ts';
import { registerFulfilment } from '#/server/orders/registry.ts';
import { withRoyalties } from '#/server/royalties/fulfilment.ts';

// A character sale also pays its artist's royalty (and a refund takes it back).
registerFulfilment('character', withRoyalties(characterLicences));
registerFulfilment('pack', creditPacks);
registerFulfilment('job', customJobPayments);

export { checkoutCart } from '#/server/commerce/checkout.ts';
export { confirmDemoCheckout, confirmDemoPayment, declineDemoPayment, handlePaidEvent, settleDemoCheckout } from '#/server/orders/settle.ts';
export { refundOrder } from '#/server/orders/refund.ts';
