import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import type { Actor } from '#/server/admin/actor.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { auditLog, reviews } from '#/server/db/schema.ts';
import { checkoutCart } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { hideReview, listReviewsForAdmin, unhideReview } from './moderation.ts';
import { canReview, replyToReview, reportReview, reviewsForPage, saveReview } from './reviews.ts';

let handle: DatabaseHandle;
beforeEach(async () => void (handle = await createTestDb()));
afterEach(() => handle.close());

const payments = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };

async function buyer(characterId: string, name = 'Ann Buyer') {
  const user = await insertUser(handle.db, { name });
  await giveCredits(handle.db, user.id, 100);
  await checkoutCart(handle.db, payments, user.id, { idempotencyKey: `k-${user.id}`, lines: [{ characterId, plan: 'standard' }] });
  return user;
}

describe('verified reviews', () => {
  it('lets only a licence holder review, and keeps one review per buyer (a second save edits it)', async () => {
    const character = await insertCharacter(handle.db, { priceStandard: 10 });
    const stranger = await insertUser(handle.db);
    await expect(saveReview(handle.db, stranger.id, character.id, { rating: 5, body: 'Looks great to me!' })).rejects.toMatchObject({ status: 403 });
    const ann = await buyer(character.id);
    expect(await canReview(handle.db, ann.id, character.id)).toBe(true);
    await saveReview(handle.db, ann.id, character.id, { rating: 2, body: 'Not what I hoped for.' });
    await saveReview(handle.db, ann.id, character.id, { rating: 4, title: 'Better on a second look', body: 'The extra poses are handy.' });
    const rows = await handle.db.select().from(reviews).where(eq(reviews.characterId, character.id));
    expect(rows.map((r) => [r.rating, r.title])).toEqual([[4, 'Better on a second look']]);
  });

  it('refuses text out of bounds and stores markup as plain text', async () => {
    const character = await insertCharacter(handle.db);
    const ann = await buyer(character.id);
    await expect(saveReview(handle.db, ann.id, character.id, { rating: 5, body: 'short' })).rejects.toThrow(/at least 10/);
    await expect(saveReview(handle.db, ann.id, character.id, { rating: 6, body: 'Long enough text here' })).rejects.toThrow(/1 to 5/);
    await expect(saveReview(handle.db, ann.id, character.id, { rating: 5, body: 'x'.repeat(2001) })).rejects.toThrow(/2000/);
    const saved = await saveReview(handle.db, ann.id, character.id, { rating: 5, body: '<a href="https://spam.test">buy</a> here' });
    expect(saved.body).toBe('<a href="https://spam.test">buy</a> here');
  });

  it('averages the visible reviews, and hiding one (audited, with a reason) takes it out of the average', async () => {
    const character = await insertCharacter(handle.db);
    const ann = await buyer(character.id, 'Ann Lee');
    const bob = await buyer(character.id, 'Bob Stone');
    await saveReview(handle.db, ann.id, character.id, { rating: 5, body: 'Wonderful character.' });
    const bad = await saveReview(handle.db, bob.id, character.id, { rating: 2, body: 'Visit my shop instead.' });
    expect((await reviewsForPage(handle.db, character.id, null)).summary).toEqual({ average: 3.5, count: 2, free: 0 });
    const admin = await insertUser(handle.db, { role: 'admin' });
    const actor: Actor = { id: admin.id, email: admin.email, role: 'admin' };
    await expect(hideReview(handle.db, actor, bad.id, { reason: '' })).rejects.toThrow(/why/);
    await hideReview(handle.db, actor, bad.id, { reason: 'Advertising' });
    const shown = await reviewsForPage(handle.db, character.id, null);
    expect(shown.summary).toEqual({ average: 5, count: 1, free: 0 });
    expect(shown.reviews.map((r) => r.author)).toEqual(['Ann L.']);
    // Its author still sees it, marked hidden.
    expect((await reviewsForPage(handle.db, character.id, bob.id)).reviews.find((r) => r.mine)?.hidden).toBe(true);
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'hide_review'));
    expect(audit).toMatchObject({ entity: 'review', entityId: bad.id, actorId: admin.id });
    expect((await listReviewsForAdmin(handle.db, 'hidden')).map((r) => r.hiddenReason)).toEqual(['Advertising']);
    await unhideReview(handle.db, actor, bad.id);
    expect((await reviewsForPage(handle.db, character.id, null)).summary.count).toBe(2);
  });

  it("shows a reader what they may do, and a new review, an edit and the artist's answer on the next read", async () => {
    const artist = await insertUser(handle.db, { role: 'contributor', name: 'Art Ist' });
    const character = await insertCharacter(handle.db, { ownerId: artist.id });
    const ann = await buyer(character.id, 'Ann Lee');
    const stranger = await insertUser(handle.db);
    expect((await reviewsForPage(handle.db, character.id, stranger.id)).viewer).toEqual({ eligible: false, own: null, isArtist: false });
    expect((await reviewsForPage(handle.db, character.id, artist.id)).viewer).toMatchObject({ eligible: false, isArtist: true });
    expect((await reviewsForPage(handle.db, character.id, ann.id)).viewer).toMatchObject({ eligible: true, own: null });
    expect((await reviewsForPage(handle.db, character.id, null)).reviews).toEqual([]);

    const review = await saveReview(handle.db, ann.id, character.id, { rating: 4, body: 'Lovely poses and colours.' });
    const anonymous = await reviewsForPage(handle.db, character.id, null);
    expect(anonymous.reviews.map((r) => [r.author, r.rating, r.mine])).toEqual([['Ann L.', 4, false]]);
    expect(anonymous.summary).toEqual({ average: 4, count: 1, free: 0 });
    await saveReview(handle.db, ann.id, character.id, { rating: 5, body: 'Even better in the FLA file.' });
    const hers = await reviewsForPage(handle.db, character.id, ann.id);
    expect(hers.reviews.map((r) => [r.rating, r.mine])).toEqual([[5, true]]);
    expect(hers.viewer).toMatchObject({ eligible: true, own: { id: review.id, rating: 5 } });
    await replyToReview(handle.db, artist.id, review.id, { body: 'Thank you, Ann!' });
    expect((await reviewsForPage(handle.db, character.id, stranger.id)).reviews.map((r) => r.reply)).toEqual(['Thank you, Ann!']);
  });

  it('takes one report per reader per review, and lets the artist answer once', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor', name: 'Art Ist' });
    const character = await insertCharacter(handle.db, { ownerId: artist.id });
    const ann = await buyer(character.id);
    const review = await saveReview(handle.db, ann.id, character.id, { rating: 3, body: 'Colours are a bit dull.' });
    const reader = await insertUser(handle.db);
    expect(await reportReview(handle.db, reader.id, review.id, { reason: 'rude' })).toEqual({ reported: true });
    expect(await reportReview(handle.db, reader.id, review.id, {})).toEqual({ reported: false });
    expect((await listReviewsForAdmin(handle.db, 'reported')).map((r) => r.reports)).toEqual([1]);
    await expect(replyToReview(handle.db, reader.id, review.id, { body: 'Thanks!' })).rejects.toMatchObject({ status: 403 });
    expect((await replyToReview(handle.db, artist.id, review.id, { body: 'A brighter palette is coming.' })).reply).toBe('A brighter palette is coming.');
    await expect(replyToReview(handle.db, artist.id, review.id, { body: 'Again' })).rejects.toMatchObject({ status: 409 });
  });

  it('labels a review by the licence behind it: a paid one is a purchase, a $0 free-sample order a free download (decision 0141)', async () => {
    const paid = await insertCharacter(handle.db, { priceStandard: 10 });
    const sample = await insertCharacter(handle.db, { priceType: 'free', priceStandard: 0, priceExtended: 0 });
    const ann = await buyer(paid.id, 'Ann Lee');
    const fred = await insertUser(handle.db, { name: 'Fred Free' });
    const order = await checkoutCart(handle.db, payments, fred.id, { idempotencyKey: `free-${fred.id}`, lines: [{ characterId: sample.id, plan: 'standard' }] });
    expect(order).toMatchObject({ status: 'paid', totalCents: 0, totalCredits: 0 });
    // The free sample's holder may review it, and is told apart from a buyer everywhere the review shows.
    expect((await saveReview(handle.db, fred.id, sample.id, { rating: 5, body: 'Great free sample, thanks!' })).verified).toBe('free');
    expect((await saveReview(handle.db, ann.id, paid.id, { rating: 4, body: 'Worth every credit of it.' })).verified).toBe('purchase');
    const free = await reviewsForPage(handle.db, sample.id, null);
    expect(free.reviews.map((r) => r.verified)).toEqual(['free']);
    expect(free.summary).toEqual({ average: 5, count: 1, free: 1 });
    expect((await reviewsForPage(handle.db, sample.id, fred.id)).reviews[0]).toMatchObject({ mine: true, verified: 'free' });
    expect((await reviewsForPage(handle.db, paid.id, null)).reviews.map((r) => r.verified)).toEqual(['purchase']);
  });
});
