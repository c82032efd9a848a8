import { and, avg, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { reserveOrThrow } from '#/server/auth/rate-limit.ts';
import { invalidateCatalogue } from '#/server/cache/invalidate.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { cachedRead, forgetCached } from '#/server/db/read-cache.ts';
import { characters, entitlements, reviewReports, reviews, users, type ReviewRow } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { reportInput, replyInput, reviewInput, type ReviewInput } from '#/lib/api/reviews.ts';
import { isUuid } from '#/lib/ids.ts';
import { verifiedAs, type Verified } from './verified.ts';

export type ReviewView = {
  id: string; rating: number; title: string; body: string; author: string; mine: boolean; hidden: boolean;
  reply: string | null; createdAt: string; updatedAt: string; verified: Verified;
};
/** `free`: how many of the reviews come from holders of a free licence only. */
export type ReviewSummary = { average: number | null; count: number; free: number };

/** A buyer holds a licence (entitlement) of the character: a refund takes it back, and with it the right to review. */
const holdsLicence = (userId: string, characterId: string) =>
  sql<boolean>`exists (select 1 from ${entitlements} where ${entitlements.userId} = ${userId} and ${entitlements.characterId} = ${characterId})`;

export async function canReview(db: DbOrTx, userId: string, characterId: string): Promise<boolean> {
  if (!isUuid(characterId)) return false;
  const [row] = await db.select({ ok: holdsLicence(userId, characterId) }).from(characters).where(eq(characters.id, characterId));
  return Boolean(row?.ok);
}

// Reviews are signed with a first name and an initial: enough to be real, not a full name on a public page.
function authorName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return 'A buyer';
  return parts.length > 1 ? `${parts[0]} ${parts.at(-1)![0]}.` : parts[0]!;
}

const toView = (row: ReviewRow, name: string, viewerId: string | null, verified: Verified): ReviewView => ({
  id: row.id, rating: row.rating, title: row.title, body: row.body, author: authorName(name), mine: row.userId === viewerId, hidden: row.hiddenAt !== null,
  reply: row.reply, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), verified,
});

/** A review's author, and how they hold the character, for a review just written or answered. */
async function authorOf(db: DbOrTx, row: ReviewRow): Promise<{ name: string; verified: Verified }> {
  const [author] = await db.select({ name: users.name, verified: verifiedAs(row.userId, row.characterId) }).from(users).where(eq(users.id, row.userId));
  return { name: author?.name ?? '', verified: author?.verified ?? null };
}

/** Average (one decimal) and count of the visible reviews of a character. */
export async function reviewSummary(db: DbOrTx, characterId: string): Promise<ReviewSummary> {
  const free = sql<number>`count(*) FILTER (WHERE ${verifiedAs(reviews.userId, reviews.characterId)} = 'free')::int`;
  const [row] = await db.select({ n: count(), mean: avg(reviews.rating), free }).from(reviews).where(and(eq(reviews.characterId, characterId), isNull(reviews.hiddenAt)));
  const n = row?.n ?? 0;
  return { count: n, average: n ? Math.round(Number(row?.mean) * 10) / 10 : null, free: row?.free ?? 0 };
}

type ShownReviews = { summary: ReviewSummary; reviews: ReviewView[] };
const memoKey = (characterId: string) => `reviews:${characterId}`;

/**
 * The visible reviews of a character, newest first, and their average: the same for every reader, so one
 * read serves them all until a review, an answer or a moderation of this character forgets it (another
 * process hears of it through the cache bus; a new author name shows within the memo's TTL).
 */
function visibleReviews(db: Database, characterId: string): Promise<ShownReviews> {
  return cachedRead(db, memoKey(characterId), async () => {
    const [rows, summary] = await Promise.all([
      db
        .select({ review: reviews, name: users.name, verified: verifiedAs(reviews.userId, reviews.characterId) })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.characterId, characterId), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt))
        .limit(100),
      reviewSummary(db, characterId),
    ]);
    return { summary, reviews: rows.map((r) => toView(r.review, r.name, null, r.verified)) };
  });
}

/** After a change to a character's reviews, once it is committed. */
export const forgetReviews = (db: Database, characterId: string) => forgetCached(db, memoKey(characterId));

/** The reader's own review, fresh, in its place among the others (even when hidden: they see that it is). */
function withOwn(shown: ShownReviews, own: ReviewView | null): ShownReviews {
  if (!own) return shown;
  const reviewsShown = [...shown.reviews.filter((r) => r.id !== own.id), own].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { summary: shown.summary, reviews: reviewsShown };
}

/**
 * Writes the buyer's review of a character, or edits the one they wrote (one per buyer per
 * character: the unique key makes a second one an update). Only a licence holder may.
 */
export async function saveReview(db: Database, userId: string, characterId: string, input: ReviewInput): Promise<ReviewView> {
  const review = reviewInput.parse(input);
  const [character] = isUuid(characterId) ? await db.select({ id: characters.id }).from(characters).where(eq(characters.id, characterId)) : [];
  if (!character) throw new AppError('NOT_FOUND', 'No such character.');
  if (!(await canReview(db, userId, characterId))) throw new AppError('FORBIDDEN', 'Only buyers of this character can review it. Buy a licence first.');
  await reserveOrThrow(db, 'reviewWrite', userId);
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ characterId, userId, ...review })
      .onConflictDoUpdate({ target: [reviews.characterId, reviews.userId], set: { ...review, updatedAt: new Date() } })
      .returning();
    const author = await authorOf(tx, row!);
    await invalidateCatalogue(tx);
    return toView(row!, author.name, userId, author.verified);
  });
  forgetReviews(db, characterId);
  return saved;
}

/** A signed-in reader reports a review, once per review (a second report changes nothing); rate limited per reader. */
export async function reportReview(db: Database, userId: string, reviewId: string, input: { reason?: string }): Promise<{ reported: boolean }> {
  const { reason } = reportInput.parse(input);
  if (!isUuid(reviewId)) throw new AppError('NOT_FOUND', 'No such review.');
  const [review] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
  if (!review) throw new AppError('NOT_FOUND', 'No such review.');
  await reserveOrThrow(db, 'reviewReport', userId);
  const added = await db.insert(reviewReports).values({ reviewId, userId, reason }).onConflictDoNothing().returning();
  return { reported: added.length > 0 };
}

/** The character's artist (its owner) answers a review publicly, once. */
export async function replyToReview(db: Database, userId: string, reviewId: string, input: { body: string }): Promise<ReviewView> {
  const { body } = replyInput.parse(input);
  if (!isUuid(reviewId)) throw new AppError('NOT_FOUND', 'No such review.');
  const [found] = await db.select({ review: reviews, ownerId: characters.ownerId }).from(reviews).innerJoin(characters, eq(characters.id, reviews.characterId)).where(eq(reviews.id, reviewId));
  if (!found) throw new AppError('NOT_FOUND', 'No such review.');
  if (found.ownerId !== userId) throw new AppError('FORBIDDEN', 'Only the artist of this character can answer its reviews.');
  const answered = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ reply: body, replyBy: userId, repliedAt: new Date() })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
      .returning();
    if (!row) throw new AppError('CONFLICT', 'This review already has your answer: an artist answers a review once.');
    const author = await authorOf(tx, row);
    await invalidateCatalogue(tx);
    return toView(row, author.name, userId, author.verified);
  });
  forgetReviews(db, found.review.characterId);
  return answered;
}

/**
 * What this reader may do on the character page, in one statement: their own review (to edit it), whether
 * they hold a licence (to write one) and whether they are the character's artist (to answer reviews).
 */
async function readerState(db: Database, userId: string, characterId: string) {
  const [row] = await db
    .select({
      own: reviews,
      name: users.name,
      isArtist: sql<boolean>`coalesce(${characters.ownerId} = ${userId}, false)`,
      bought: holdsLicence(userId, characterId),
      verified: verifiedAs(userId, characterId),
    })
    .from(characters)
    .leftJoin(reviews, and(eq(reviews.characterId, characters.id), eq(reviews.userId, userId)))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(characters.id, characterId));
  const own = row?.own ?? null;
  return { eligible: Boolean(own) || Boolean(row?.bought), own, isArtist: Boolean(row?.isArtist), ownView: own && toView(own, row?.name ?? '', userId, row?.verified ?? null) };
}

/** Everything the character page shows of reviews, and what this viewer may do there (write or edit, answer as the artist). */
export async function reviewsForPage(db: Database, characterId: string, viewerId: string | null) {
  // Independent reads: on PostgreSQL they take separate pool connections at once.
  const [shown, reader] = await Promise.all([visibleReviews(db, characterId), viewerId ? readerState(db, viewerId, characterId) : null]);
  if (!reader) return { ...shown, viewer: null };
  const { ownView, ...viewer } = reader;
  return { ...withOwn(shown, ownView), viewer };
}
export type ReviewsForPage = Awaited<ReturnType<typeof reviewsForPage>>;
