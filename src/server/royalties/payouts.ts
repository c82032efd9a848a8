import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { payouts, royaltyLedger, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { config } from '#/server/config/config.ts';
import { isUuid } from '#/lib/ids.ts';
import type { PayoutDecisionData } from '#/server/mail/templates/payout-decision.tsx';
import { balanceOf } from './balance.ts';
import { ensureAccount, payoutDetailsOf } from './details.ts';
import type { PayoutProvider } from './payout-providers.ts';

/** The smallest payout an artist may ask for (cents). */
export const MIN_PAYOUT_CENTS = 5000;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * An artist asks for `cents` of their available balance. The artist's account row is
 * locked first, so concurrent requests run one after the other and each sees the
 * debits of those before it: together they can never exceed what was available.
 * The debit is written at once; a rejection or a failed transfer gives it back.
 */
export async function requestPayout(db: Database, artistId: string, cents: number, secret: string, now = new Date()) {
  if (!Number.isInteger(cents) || cents < MIN_PAYOUT_CENTS) throw new AppError('VALIDATION_FAILED', `The minimum payout is ${usd(MIN_PAYOUT_CENTS)}.`);
  if (!(await payoutDetailsOf(db, artistId, secret))) throw new AppError('CONFLICT', 'Fill in your payout details and tax information before your first payout.');
  const payout = await db
    .transaction(async (tx) => {
      await ensureAccount(tx, artistId);
      await tx.execute(sql`SELECT artist_id FROM artist_accounts WHERE artist_id = ${artistId} FOR UPDATE`);
      const [open] = await tx.select({ id: payouts.id }).from(payouts).where(and(eq(payouts.artistId, artistId), eq(payouts.status, 'requested'))).limit(1);
      if (open) throw oneOpenRequest();
      const { availableCents } = await balanceOf(tx, artistId, now);
      if (cents > availableCents) throw new AppError('CONFLICT', `You can ask for at most ${usd(Math.max(availableCents, 0))} (your available balance).`);
      const [row] = await tx.insert(payouts).values({ artistId, cents, requestedAt: now }).returning();
      await tx.insert(royaltyLedger).values({ artistId, kind: 'payout', cents: -cents, title: 'Payout requested', payoutId: row!.id, availableAt: now, createdAt: now });
      return row!;
    })
    .catch((error: unknown) => {
      // The database's one-open-request index is the rule; the check above only answers earlier and kinder.
      throw isUniqueViolation(error, 'payouts_one_open_per_artist') ? oneOpenRequest() : error;
    });
  return payout;
}

const oneOpenRequest = () => new AppError('CONFLICT', 'You already have a payout request waiting for a decision. You can ask again once staff have decided on it.');

/** Whether a driver error (possibly wrapped by drizzle) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, constraint_name: alt } = e as { code?: string; constraint?: string; constraint_name?: string };
    if (code === '23505' && (name === constraint || alt === constraint)) return true;
  }
  return false;
}

/** Locks a payout still waiting for a decision, or explains why it cannot be decided. */
async function lockRequested(tx: DbOrTx, payoutId: string) {
  if (!isUuid(payoutId)) throw new AppError('NOT_FOUND', 'No such payout.');
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  if (!payout) throw new AppError('NOT_FOUND', 'No such payout.');
  if (payout.status !== 'requested') throw new AppError('CONFLICT', `This payout was already decided (${payout.status}).`);
  return payout;
}

async function giveBack(tx: DbOrTx, payout: { id: string; artistId: string; cents: number }, title: string): Promise<void> {
  await tx.insert(royaltyLedger).values({ artistId: payout.artistId, kind: 'payout_return', cents: payout.cents, title, payoutId: payout.id, availableAt: new Date() });
}

/**
 * Queues the artist's email in the decision's transaction (sent only if it commits, once). Given by the
 * composition root (src/server/payouts/decisions.ts): the task queue depends on jobs/, which depends on royalties/.
 */
export type DecisionMailer = (tx: DbOrTx, to: string, data: PayoutDecisionData) => Promise<void>;

async function mailDecision(tx: DbOrTx, mailer: DecisionMailer, payout: { artistId: string; cents: number }, outcome: PayoutDecisionData['outcome'], reference: string | null, reason: string | null) {
  const [artist] = await tx.select({ email: users.email }).from(users).where(eq(users.id, payout.artistId));
  if (!artist) return;
  await mailer(tx, artist.email, { outcome, amount: usd(payout.cents), reference, reason, href: new URL('/contributor/earnings', config.siteUrl).href });
}

/**
 * An admin approves: the provider sends the money. Success marks it paid; a failed
 * transfer marks it failed and returns the amount to the artist's available balance. Audited and mailed either way.
 */
export async function approvePayout(db: Database, actor: Actor, provider: PayoutProvider, payoutId: string, secret: string, mailer: DecisionMailer) {
  return db.transaction(async (tx) => {
    const payout = await lockRequested(tx, payoutId);
    const details = await payoutDetailsOf(tx, payout.artistId, secret);
    const decided = { decidedBy: actor.id, decidedAt: new Date(), provider: provider.name };
    let outcome: { status: 'paid' | 'failed'; ref: string | null; note: string | null };
    try {
      const { ref } = await provider.transfer({ payoutId: payout.id, cents: payout.cents, destination: details?.stripeAccount || null });
      outcome = { status: 'paid', ref, note: null };
    } catch (error) {
      outcome = { status: 'failed', ref: null, note: error instanceof Error ? error.message.slice(0, 300) : 'The transfer failed.' };
      await giveBack(tx, payout, 'Payout failed: amount returned');
    }
    const [updated] = await tx.update(payouts).set({ ...decided, status: outcome.status, providerRef: outcome.ref, note: outcome.note }).where(eq(payouts.id, payout.id)).returning();
    await mailDecision(tx, mailer, payout, outcome.status, outcome.ref, outcome.note);
    await writeAudit(tx, actor, { action: outcome.status === 'paid' ? 'approve_payout' : 'payout_failed', entity: 'payout', entityId: payout.id, summary: `Payout of ${usd(payout.cents)} ${outcome.status === 'paid' ? 'paid' : `failed (${outcome.note})`} via ${provider.name}` });
    return updated!;
  });
}

/** An admin rejects with a reason: the amount goes back to available. Audited and mailed. */
export async function rejectPayout(db: Database, actor: Actor, payoutId: string, reason: string, mailer: DecisionMailer) {
  return db.transaction(async (tx) => {
    const payout = await lockRequested(tx, payoutId);
    await giveBack(tx, payout, 'Payout rejected: amount returned');
    const [updated] = await tx.update(payouts).set({ status: 'rejected', note: reason, decidedBy: actor.id, decidedAt: new Date() }).where(eq(payouts.id, payout.id)).returning();
    await mailDecision(tx, mailer, payout, 'rejected', null, reason);
    await writeAudit(tx, actor, { action: 'reject_payout', entity: 'payout', entityId: payout.id, summary: `Payout of ${usd(payout.cents)} rejected: ${reason}` });
    return updated!;
  });
}

/** The admin queue (waiting first, oldest first) and recent decisions. */
export async function listPayouts(db: DbOrTx, status: 'requested' | 'decided', limit = 100) {
  const base = db.select({ payout: payouts, email: users.email, name: users.name }).from(payouts).innerJoin(users, eq(users.id, payouts.artistId));
  return status === 'requested'
    ? base.where(eq(payouts.status, 'requested')).orderBy(asc(payouts.requestedAt)).limit(limit)
    : base.where(sql`${payouts.status} <> 'requested'`).orderBy(desc(payouts.decidedAt)).limit(limit);
}

export async function payoutsOf(db: DbOrTx, artistId: string) {
  return db.select().from(payouts).where(and(eq(payouts.artistId, artistId))).orderBy(desc(payouts.requestedAt)).limit(50);
}

export async function findPayout(db: DbOrTx, payoutId: string) {
  if (!isUuid(payoutId)) return undefined;
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  return row;
}
