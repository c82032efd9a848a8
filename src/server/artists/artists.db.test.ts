import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artistWorlds, decision, draftWithFiles, fields, png, request, storage } from '#test-support/factories/artists.ts';
import { testDatabaseKind } from '#test-support/test-db.ts';
import { reviewDecisionSchema } from '#/lib/artist-schemas.ts';
import { getCharacterPage } from '#/server/catalogue/characters.ts';
import { auditLog, characters, reviewDecisions, users } from '#/server/db/schema.ts';
import { seedArtists } from '#/server/seed/artists.ts';
import { databaseSitemapEntries } from '#/server/seo/sitemap-source.ts';
import { createArtistCharacter, updateArtistCharacter, uploadArtistFile } from './forms.ts';
import { getArtistPage, salesBand } from './profiles.ts';
import { decideSubmission, reviewQueue } from './review.ts';
import { getOwnCharacter, submitForReview, unpublishOwn } from './submissions.ts';

const setup = artistWorlds();

describe(`artists' characters on ${testDatabaseKind}`, () => {
  it('walks draft → in review (locked) → changes requested → in review → approved, and goes on sale by its artist', async () => {
    const ctx = await setup();
    const { db, artist, admin } = ctx;
    const row = await draftWithFiles(ctx);
    expect(row).toMatchObject({ slug: 'robo-rex', status: 'draft', artistId: artist.id });
    const submitted = (await submitForReview(db, artist, row.id)).submission;
    expect(submitted.state).toBe('in_review');
    await expect(updateArtistCharacter(db, storage, request(fields(ctx.typeId, { title: 'Robo Max' })), artist, row.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(uploadArtistFile(db, storage, request([await png('file')]), artist, row.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await reviewQueue(db)).map((q) => q.id)).toEqual([row.id]);

    await decideSubmission(db, admin, row.id, decision({ decision: 'request_changes', version: submitted.version, checklist: [], title: 'Name it after the robot' }));
    const back = await getOwnCharacter(db, artist.id, row.id);
    expect(back.submission).toMatchObject({ state: 'changes_requested', notes: { title: 'Name it after the robot' } });
    await updateArtistCharacter(db, storage, request(fields(ctx.typeId, { title: 'Robo Max' })), artist, row.id);
    const again = (await submitForReview(db, artist, row.id)).submission;
    await decideSubmission(db, admin, row.id, decision({ decision: 'approve', version: again.version }));

    const page = await getCharacterPage(db, 'robo-rex');
    expect(page).toMatchObject({ title: 'Robo Max', artist: { name: 'Ada Inkwell', slug: 'ada-inkwell' } });
    const artistPage = await getArtistPage(db, 'ada-inkwell');
    expect(artistPage.items.map((i) => i.title)).toEqual(['Robo Max']);
    expect((await databaseSitemapEntries(db)).map((e) => e.path)).toContain('/artists/ada-inkwell');
    const decisions = await db.select().from(reviewDecisions).where(eq(reviewDecisions.characterId, row.id));
    expect(decisions.map((d) => d.decision).sort()).toEqual(['approve', 'request_changes']);
    const audited = (await db.select().from(auditLog)).map((a) => a.action);
    expect(audited).toEqual(expect.arrayContaining(['create', 'submit', 'review_request_changes', 'review_approve']));
  });

  it('refuses submitting without a file, and hides a character from anyone but its artist (404)', async () => {
    const ctx = await setup();
    const row = await createArtistCharacter(ctx.db, storage, request([...fields(ctx.typeId), await png('preview')]), ctx.artist);
    await expect(submitForReview(ctx.db, ctx.artist, row.id)).rejects.toThrow('before submitting');
    await expect(getOwnCharacter(ctx.db, ctx.other.id, row.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(submitForReview(ctx.db, ctx.other, row.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(uploadArtistFile(ctx.db, storage, request([await png('file')]), ctx.other, row.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets exactly one of two admins deciding at once win; the other gets a conflict', async () => {
    const ctx = await setup();
    const row = await draftWithFiles(ctx);
    const { version } = (await submitForReview(ctx.db, ctx.artist, row.id)).submission;
    const results = await Promise.allSettled([
      decideSubmission(ctx.db, ctx.admin, row.id, decision({ decision: 'approve', version })),
      decideSubmission(ctx.db, ctx.admin2, row.id, decision({ decision: 'reject', version, checklist: [], general: 'Not original' })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await ctx.db.select().from(reviewDecisions)).toHaveLength(1);
  });

  it('keeps a published character on sale while its edit is reviewed, and can unpublish it', async () => {
    const ctx = await setup();
    const row = await draftWithFiles(ctx);
    const first = (await submitForReview(ctx.db, ctx.artist, row.id)).submission;
    await decideSubmission(ctx.db, ctx.admin, row.id, decision({ decision: 'approve', version: first.version }));
    const revision = await updateArtistCharacter(ctx.db, storage, request(fields(ctx.typeId, { title: 'Robo Prime', priceStandard: '12', priceExtended: '36' })), ctx.artist, row.id);
    expect(revision).toMatchObject({ state: 'in_review' });
    expect((await getCharacterPage(ctx.db, 'robo-rex')).title).toBe('Robo Rex');
    await decideSubmission(ctx.db, ctx.admin, row.id, decision({ decision: 'approve', version: (revision as { version: number }).version }));
    expect(await getCharacterPage(ctx.db, 'robo-rex')).toMatchObject({ title: 'Robo Prime', priceStandard: 12 });
    await unpublishOwn(ctx.db, ctx.artist, row.id);
    await expect(getCharacterPage(ctx.db, 'robo-rex')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await uploadArtistFile(ctx.db, storage, request([await png('file')]), ctx.artist, row.id);
  });

  it('rejects with reasons as a final state, and needs notes and the full checklist for the right decisions', async () => {
    const ctx = await setup();
    const row = await draftWithFiles(ctx);
    const { version } = (await submitForReview(ctx.db, ctx.artist, row.id)).submission;
    expect(reviewDecisionSchema.safeParse({ decision: 'reject', version }).success).toBe(false);
    expect(reviewDecisionSchema.safeParse({ decision: 'approve', version, checklist: ['licence'] }).success).toBe(false);
    await decideSubmission(ctx.db, ctx.admin, row.id, decision({ decision: 'reject', version, general: 'Traced from another artist' }));
    expect((await getOwnCharacter(ctx.db, ctx.artist.id, row.id)).submission).toMatchObject({ state: 'rejected', notes: { general: 'Traced from another artist' } });
    await expect(submitForReview(ctx.db, ctx.artist, row.id)).rejects.toThrow('rejected');
  });

  it('seeds the demo artist with the first 6 published single characters by slug, once', async () => {
    const { db, typeId } = await setup();
    await db.insert(users).values({ email: 'contributor@toonmart.test', role: 'contributor', name: 'Demo Artist' });
    const slugs = ['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a'].map((l) => `char-${l}`);
    await db.insert(characters).values(slugs.map((slug) => ({ slug, title: slug, kind: 'graphi' as const, typeId, priceType: 'free' as const, status: 'published' as const })));
    await seedArtists(db);
    await seedArtists(db);
    const page = await getArtistPage(db, 'demo-artist');
    expect(page.items.map((i) => i.slug).sort()).toEqual(['char-a', 'char-b', 'char-c', 'char-d', 'char-e', 'char-f']);
    expect(page.bio).not.toBe('');
  });

  it('shows sales as bands', () => {
    expect([0, 1, 7, 10, 64, 120, 5000].map(salesBand)).toEqual([null, '1 sale', '7 sales', '10+ sales', '50+ sales', '100+ sales', '1000+ sales']);
  });
});
