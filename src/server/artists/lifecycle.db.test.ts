import { describe, expect, it } from 'vitest';
import { artistWorlds, decision, draftWithFiles, fields, publishedCharacter, request, storage } from '#test-support/factories/artists.ts';
import { reviewAnswersSchema } from '#/lib/artist-schemas.ts';
import { testDatabaseKind } from '#test-support/test-db.ts';
import { setCharactersStatus, setCharacterStatus } from '#/server/artists/state-change.ts';
import { getCharacterPage, previewKey } from '#/server/catalogue/characters.ts';
import { tasks } from '#/server/db/schema.ts';
import { stateHistory } from './lifecycle.ts';
import { stateLine } from './states.ts';
import { getOwnCharacter, submitForReview, unpublishOwn } from './submissions.ts';
import { updateArtistCharacter } from './forms.ts';
import { decideSubmission, getSubmission } from './review.ts';
import { answerNotes, lastDecision, notesWithAnswers, snapshotChanges, submissionSnapshot } from './review-loop.ts';

const setup = artistWorlds();

async function mailsTo(ctx: Awaited<ReturnType<typeof setup>>, template: string) {
  return (await ctx.db.select().from(tasks)).map((t) => t.payload as { to: string; template: string; data: Record<string, unknown> }).filter((p) => p.template === template);
}

describe(`one state for a character on ${testDatabaseKind}`, () => {
  it('staff unpublishing an artist’s character moves the shop and the artist’s state together, with the reason in the history and a mail', async () => {
    const ctx = await setup();
    const row = await publishedCharacter(ctx);
    await expect(setCharacterStatus(ctx.db, ctx.admin, row.id, 'draft')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const result = await setCharactersStatus(ctx.db, ctx.admin, [row.id], 'draft', '  The EPS file is empty.  ');
    expect(result).toEqual({ changed: [row.id], refused: [] });

    const own = await getOwnCharacter(ctx.db, ctx.artist.id, row.id);
    expect(own).toMatchObject({ status: 'draft', submission: { state: 'unpublished' } });
    await expect(getCharacterPage(ctx.db, own.slug)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [latest] = await stateHistory(ctx.db, row.id);
    expect(stateLine(latest!)).toBe('Unpublished by staff: The EPS file is empty.');
    expect(await mailsTo(ctx, 'characterState')).toEqual([
      { to: ctx.artist.email, template: 'characterState', data: expect.objectContaining({ title: own.title, change: 'unpublished', reason: 'The EPS file is empty.' }) },
    ]);
    // The artist may not unpublish it again: it is no longer on sale.
    await expect(unpublishOwn(ctx.db, ctx.artist, row.id)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('removing locks the character; publishing again by staff tells the artist; the artist’s own unpublish mails nobody', async () => {
    const ctx = await setup();
    const row = await publishedCharacter(ctx);
    await setCharacterStatus(ctx.db, ctx.admin, row.id, 'removed', 'Copied from another artist');
    expect((await getOwnCharacter(ctx.db, ctx.artist.id, row.id)).submission.state).toBe('removed');
    await setCharacterStatus(ctx.db, ctx.admin, row.id, 'published');
    expect(await getOwnCharacter(ctx.db, ctx.artist.id, row.id)).toMatchObject({ status: 'published', submission: { state: 'approved' } });
    await unpublishOwn(ctx.db, ctx.artist, row.id);
    expect((await mailsTo(ctx, 'characterState')).map((m) => m.data.change)).toEqual(['removed', 'published']);
    const lines = (await stateHistory(ctx.db, row.id)).map(stateLine);
    expect(lines.slice(0, 3)).toEqual(['Unpublished by you', 'Published by staff', 'Removed by staff: Copied from another artist']);
    expect(lines.at(-1)).toBe('Created as a draft');
  });

  it('shows a draft’s page and preview image to staff and its artist only', async () => {
    const ctx = await setup();
    const row = await draftWithFiles(ctx);
    await expect(getCharacterPage(ctx.db, row.slug)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    for (const viewer of [null, ctx.other]) {
      await expect(getCharacterPage(ctx.db, row.slug, { viewer })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(previewKey(ctx.db, row.id, 'image', viewer)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    for (const viewer of [ctx.admin, ctx.artist]) {
      expect((await getCharacterPage(ctx.db, row.slug, { viewer })).title).toBe('Robo Rex');
      expect(await previewKey(ctx.db, row.id, 'image', viewer)).toMatchObject({ private: true });
    }
  });
});

describe(`the review loop on ${testDatabaseKind}`, () => {
  it('keeps what the reviewer read, takes the artist’s answers to the notes only, and names what changed at resubmission', async () => {
    const ctx = await setup();
    const row = await draftWithFiles(ctx);
    const { version } = (await submitForReview(ctx.db, ctx.artist, row.id)).submission;
    await expect(answerNotes(ctx.db, ctx.artist, row.id, reviewAnswersSchema.parse({ answer_title: 'Too early' }))).rejects.toMatchObject({ code: 'CONFLICT' });
    await decideSubmission(ctx.db, ctx.admin, row.id, decision({ decision: 'request_changes', version, checklist: [], title: 'Name it after the robot' }));
    await expect(answerNotes(ctx.db, ctx.other, row.id, reviewAnswersSchema.parse({ answer_title: 'Not mine' }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(answerNotes(ctx.db, ctx.artist, row.id, reviewAnswersSchema.parse({ answer_pricing: 'No note there' }))).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await answerNotes(ctx.db, ctx.artist, row.id, reviewAnswersSchema.parse({ answer_title: 'Renamed to Robo Max', answer_pricing: 'dropped' }));

    await updateArtistCharacter(ctx.db, storage, request(fields(ctx.typeId, { title: 'Robo Max' })), ctx.artist, row.id);
    await submitForReview(ctx.db, ctx.artist, row.id);
    const earlier = (await lastDecision(ctx.db, row.id))!;
    expect(notesWithAnswers(earlier)).toEqual([{ field: 'title', label: 'Title and naming', note: 'Name it after the robot', answer: 'Renamed to Robo Max' }]);
    expect(snapshotChanges(earlier.snapshot!, submissionSnapshot(await getSubmission(ctx.db, row.id)))).toEqual(['Title: Robo Rex → Robo Max']);
  });
});
