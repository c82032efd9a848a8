/**
 * The composition root of payout decisions: royalties/ decides, the task queue mails the artist
 * (template `payoutDecision`) in the same transaction. royalties/ cannot import tasks/ itself
 * (tasks → jobs → royalties would be a cycle). Routes and tests decide payouts through here.
 */
import type { Actor } from '#/server/admin/actor.ts';
import type { Database } from '#/server/db/open.ts';
import type { PayoutProvider } from '#/server/royalties/payout-providers.ts';
import { approvePayout as approve, rejectPayout as reject, type DecisionMailer } from '#/server/royalties/payouts.ts';
import { queueMail } from '#/server/tasks/store-tasks.ts';

const mailArtist: DecisionMailer = (tx, to, data) => queueMail(tx, to, 'payoutDecision', data);

export const approvePayout = (db: Database, actor: Actor, provider: PayoutProvider, payoutId: string, secret: string) => approve(db, actor, provider, payoutId, secret, mailArtist);
export const rejectPayout = (db: Database, actor: Actor, payoutId: string, reason: string) => reject(db, actor, payoutId, reason, mailArtist);
