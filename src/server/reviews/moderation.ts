import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { invalidateCatalogue } from '#/server/cache/invalidate.ts';
import type { Database } from '#/server/db/open.ts';
import { characters, reviewReports, reviews, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { hideInput } from '#/lib/api/reviews.ts';
import { isUuid } from '#/lib/ids.ts';
import { forgetReviews } from './reviews.ts';

export const REVIEW_FILTERS = ['all', 'reported', 'hidden'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export type ModeratedReview = {
  id: string; rating: number; title: string; body: string; hidden: boolean; hiddenReason: string | null; reports: number;
  authorEmail: string; characterTitle: string; characterSlug: string; createdAt: string;
};

const reportCount = sql<number>`(select count(*)::int from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`;

/** The moderation queue: newest first; "reported" puts the most reported first. */
export async function listReviewsForAdmin(db: Database, filter: ReviewFilter = 'all'): Promise<ModeratedReview[]> {
  const where = filter === 'hidden' ? isNotNull(reviews.hiddenAt) : filter === 'reported' ? sql`${reportCount} > 0` : undefined;
  const rows = await db
    .select({ review: reviews, reports: reportCount, email: users.email, title: characters.title, slug: characters.slug })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(characters, eq(characters.id, reviews.characterId))
    .where(where)
    .orderBy(...(filter === 'reported' ? [desc(reportCount), desc(reviews.createdAt)] : [desc(reviews.createdAt)]))
    .limit(200);
  return rows.map(({ review: r, reports, email, title, slug }) => ({
    id: r.id, rating: r.rating, title: r.title, body: r.body, hidden: r.hiddenAt !== null, hiddenReason: r.hiddenReason, reports: Number(reports),
    authorEmail: email, characterTitle: title, characterSlug: slug, createdAt: r.createdAt.toISOString(),
  }));
}

export async function countReported(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(and(isNull(reviews.hiddenAt), sql`${reportCount} > 0`));
  return row?.n ?? 0;
}

async function setHidden(db: Database, actor: Actor, id: string, reason: string | null) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'No such review.');
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.update(reviews).set({ hiddenAt: reason ? new Date() : null, hiddenReason: reason }).where(eq(reviews.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'No such review.');
    const summary = reason ? `Hid a review (rated ${row.rating} of 5): ${reason}` : `Showed a hidden review again (rated ${row.rating} of 5)`;
    await writeAudit(tx, actor, { action: reason ? 'hide_review' : 'unhide_review', entity: 'review', entityId: id, summary, changes: reason ? { reason } : undefined });
    await invalidateCatalogue(tx);
    return { characterId: row.characterId, id: row.id, rating: row.rating, hidden: row.hiddenAt !== null, hiddenReason: row.hiddenReason };
  });
  const { characterId, ...answer } = changed;
  forgetReviews(db, characterId);
  return answer;
}

/** An admin hides a review with a reason (its author still sees it, marked hidden); audited. */
export async function hideReview(db: Database, actor: Actor, id: string, input: { reason: string }) {
  return setHidden(db, actor, id, hideInput.parse(input).reason);
}

export async function unhideReview(db: Database, actor: Actor, id: string) {
  return setHidden(db, actor, id, null);
}
