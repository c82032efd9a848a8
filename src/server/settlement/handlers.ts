import { characterLicences, creditPacks, creditTopUps } from '#/server/commerce/fulfilment.ts';
import { cartWiring, type CartWiring } from '#/server/commerce/place-order.ts';
import { customOrderPayments } from '#/server/custom-orders/fulfilment.ts';
import { fulfilmentRegistry, type Fulfilment, type FulfilmentHandler } from '#/server/orders/registry.ts';
import { withRoyalties } from '#/server/royalties/fulfilment.ts';

export type Notices = { job?: FulfilmentHandler['afterCommit'] };

/**
 * Each kind of order line's delivery, in one registry. What runs after the commit (mail, notices)
 * comes in `notices` from the server's composition root (index.ts): this module stays importable on
 * the embedded database's thread, which delivers without them.
 */
export function buildFulfilment(notices: Notices = {}): Fulfilment {
  return fulfilmentRegistry({
    // A character sale also pays its artist's royalty (and a refund takes it back).
    character: withRoyalties(characterLicences),
    pack: creditPacks,
    'top-up': creditTopUps,
    job: { ...customOrderPayments, afterCommit: notices.job },
  });
}

/** The registry and the transactions that settle orders with it: what checkout, webhooks, demo pages and refunds are given. */
export function buildPaymentWiring(notices: Notices = {}): CartWiring {
  return cartWiring(buildFulfilment(notices));
}
