/**
 * The composition root of payouts: royalties/ decides, the task queue mails the artist
 * (template `payoutDecision`) in the same transaction, and staff hear of each new request.
 * royalties/ cannot import tasks/ or notifications/ itself (tasks → jobs → royalties would be
 * a cycle). Routes and tests request and decide payouts through here.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import type { Database } from '#/server/db/open.ts';
import { users } from '#/server/db/schema.ts';
import { sendNotice } from '#/server/notifications/index.ts';
import type { PayoutProvider } from '#/server/royalties/payout-providers.ts';
import { approvePayout as approve, rejectPayout as reject, requestPayout as request, type DecisionMailer } from '#/server/royalties/payouts.ts';
import { queueMail } from '#/server/tasks/store-tasks.ts';

const mailArtist: DecisionMailer = (tx, to, data) => queueMail(tx, to, 'payoutDecision', data);
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const approvePayout = (db: Database, actor: Actor, provider: PayoutProvider, payoutId: string, secret: string) => approve(db, actor, provider, payoutId, secret, mailArtist);
export const rejectPayout = (db: Database, actor: Actor, payoutId: string, reason: string) => reject(db, actor, payoutId, reason, mailArtist);

/**
 * An artist asks for a payout; once it is recorded, every admin gets a mail and a push (where
 * they allowed it) linking to the request. A failed notice never undoes the request.
 */
export async function requestPayout(db: Database, artistId: string, cents: number, secret: string, now = new Date()) {
  const payout = await request(db, artistId, cents, secret, now);
  const [artist] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, artistId));
  const staff = await db.select({ id: users.id }).from(users).where(inArray(users.role, ['admin', 'super_admin']));
  const who = artist ? artist.name || artist.email : 'An artist';
  await sendNotice(db, staff.map((s) => s.id), {
    title: `Payout request: ${usd(cents)} from ${who}`,
    body: `${who} asked for a payout of ${usd(cents)}. Check their balance, history and payout details, then approve and pay or reject it.`,
    link: `/admin/payouts/${payout.id}`,
    action: 'Open the request',
  });
  return payout;
}
