import { and, eq } from 'drizzle-orm';
import { entitlements } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { addCredits, lockAccount } from '#/server/orders/ledger.ts';
import type { FulfilmentHandler } from '#/server/orders/registry.ts';

export const PACK_CREDITED = 'credit-pack';
export const PACK_REFUNDED = 'credit-pack-refund';
/** A cart's credits bought by card: credited and spent in the transaction that marks the order paid. */
export const TOP_UP_CREDITED = 'credit-top-up';
export const TOP_UP_SPENT = 'credit-top-up-spent';

/** A character licence line: the buyer is entitled to the plan; a refund takes the licence away. */
export const characterLicences: FulfilmentHandler = {
  async fulfil(tx, order, lines) {
    const granted = lines.filter((l) => l.characterId && l.plan).map((l) => ({ userId: order.userId, characterId: l.characterId!, plan: l.plan!, orderId: order.id }));
    if (granted.length) await tx.insert(entitlements).values(granted).onConflictDoNothing();
  },
  async refund(tx, order) {
    await tx.delete(entitlements).where(and(eq(entitlements.userId, order.userId), eq(entitlements.orderId, order.id)));
  },
};

/** A credit pack line: its credits join the balance; a refund takes back the credits, which must still be there. */
export const creditPacks: FulfilmentHandler = {
  async fulfil(tx, order, lines) {
    const credits = lines.reduce((sum, l) => sum + l.credits, 0);
    await addCredits(tx, order.userId, credits, PACK_CREDITED, order.id);
  },
  async refund(tx, order, lines) {
    const credits = lines.reduce((sum, l) => sum + l.credits, 0);
    const balance = await lockAccount(tx, order.userId);
    if (balance < credits) throw new AppError('CONFLICT', `This pack's ${credits} credits are partly spent (balance ${balance}): refund the orders paid with them first.`);
    await addCredits(tx, order.userId, -credits, PACK_REFUNDED, order.id);
  },
};


/**
 * The credits a cart bought by card: they join the balance and are spent on the order's credit-priced
 * characters at once, so the ledger shows them bought and spent and the balance does not move. A refund
 * gives the money back by card, so nothing comes back as credits (those were never the buyer's to keep).
 */
export const creditTopUps: FulfilmentHandler = {
  async fulfil(tx, order, lines) {
    const credits = lines.reduce((sum, l) => sum + l.credits, 0);
    if (credits <= 0) return;
    await addCredits(tx, order.userId, credits, TOP_UP_CREDITED, order.id);
    await addCredits(tx, order.userId, -credits, TOP_UP_SPENT, order.id);
  },
};
