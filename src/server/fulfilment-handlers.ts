import { characterLicences, creditPacks, creditTopUps } from '#/server/commerce/fulfilment.ts';
import { customJobPayments } from '#/server/jobs/fulfilment.ts';
import { registerFulfilment, type FulfilmentHandler } from '#/server/orders/registry.ts';
import { withRoyalties } from '#/server/royalties/fulfilment.ts';
import { withMakerFiles } from '#/server/maker/fulfilment.ts';

type Notices = { job?: FulfilmentHandler['afterCommit'] };

/**
 * Each kind of order line's delivery, registered with the orders dispatcher. What runs after the
 * commit (mail, notices) comes in `notices` from the server's composition root (fulfilment.ts): this
 * module stays importable on the embedded database's thread, which delivers without them.
 */
export function registerHandlers(notices: Notices = {}): void {
  // A character sale also pays its artist's royalty (and a refund takes it back); a design from the maker gets its files drawn.
  registerFulfilment('character', withMakerFiles(withRoyalties(characterLicences)));
  registerFulfilment('pack', creditPacks);
  registerFulfilment('top-up', creditTopUps);
  registerFulfilment('job', { ...customJobPayments, afterCommit: notices.job });
}
