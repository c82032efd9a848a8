import { describe, expect, it } from 'vitest';
import { artistWorlds, type ArtistWorld, decision, draftWithFiles, fields, png, publishedCharacter, request, storage } from '#test-support/factories/artists.ts';
import { testDatabaseKind } from '#test-support/test-db.ts';
import { getCharacterPage } from '#/server/catalogue/characters.ts';
import { createArtistCharacter } from './forms.ts';
import { getArtistPage } from './profiles.ts';
import { decideSubmission } from './review.ts';
import { memberChoices, OWN_MEMBERS_ONLY, setArtistSetMembers, setMembersOf } from './sets.ts';
import { getOwnCharacter, submitForReview } from './submissions.ts';

const world = artistWorlds();

const newSet = async (ctx: ArtistWorld, actor = ctx.artist) =>
  createArtistCharacter(ctx.db, storage, request([...fields(ctx.typeId, { title: 'Robo Gang', priceStandard: '20', priceExtended: '50' }), await png('preview')]), actor, 'graphiSet');

describe(`artists' sets on ${testDatabaseKind}`, () => {
  it('makes a set of the artist\'s own published characters: draft → review → published, on the artist page', async () => {
    const ctx = await world();
    const a = await publishedCharacter(ctx, ctx.artist, { title: 'Robo One' });
    const b = await publishedCharacter(ctx, ctx.artist, { title: 'Robo Two' });
    const set = await newSet(ctx);
    expect(set).toMatchObject({ kind: 'graphiSet', status: 'draft', artistId: ctx.artist.id, priceStandard: 20 });
    expect((await memberChoices(ctx.db, ctx.artist.id)).map((c) => c.title)).toEqual(['Robo One', 'Robo Two']);
    // Fewer than 2 members: not yet.
    await setArtistSetMembers(ctx.db, ctx.artist, set.id, [a.id]);
    await expect(submitForReview(ctx.db, ctx.artist, set.id)).rejects.toThrow('at least 2 characters');
    await setArtistSetMembers(ctx.db, ctx.artist, set.id, [a.id, b.id]);
    const { version } = (await submitForReview(ctx.db, ctx.artist, set.id)).submission;
    await expect(setArtistSetMembers(ctx.db, ctx.artist, set.id, [a.id])).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await getArtistPage(ctx.db, 'ada-inkwell')).items.map((i) => i.title).sort()).toEqual(['Robo One', 'Robo Two']);

    await decideSubmission(ctx.db, ctx.admin, set.id, decision({ decision: 'approve', version }), storage);
    const page = await getArtistPage(ctx.db, 'ada-inkwell');
    expect(page.items.filter((i) => i.kind === 'graphiSet').map((i) => i.title)).toEqual(['Robo Gang']);
    expect(await getCharacterPage(ctx.db, 'robo-gang')).toMatchObject({ title: 'Robo Gang', kind: 'graphiSet' });
    expect((await setMembersOf(ctx.db, set.id)).map((m) => m.title)).toEqual(['Robo One', 'Robo Two']);
    // On sale, its characters stay as sold.
    await expect(setArtistSetMembers(ctx.db, ctx.artist, set.id, [a.id])).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await getOwnCharacter(ctx.db, ctx.artist.id, set.id)).submission.state).toBe('approved');
  });

  it("refuses another artist's character, an unpublished own one, and someone else's set", async () => {
    const ctx = await world();
    const mine = await publishedCharacter(ctx, ctx.artist, { title: 'Robo One' });
    const theirs = await publishedCharacter(ctx, ctx.other, { title: 'Bob Bot' });
    const draft = await draftWithFiles(ctx, ctx.artist, { title: 'Robo Draft' });
    const set = await newSet(ctx);
    await expect(setArtistSetMembers(ctx.db, ctx.artist, set.id, [mine.id, theirs.id])).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: OWN_MEMBERS_ONLY });
    await expect(setArtistSetMembers(ctx.db, ctx.artist, set.id, [mine.id, draft.id])).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await setMembersOf(ctx.db, set.id)).toEqual([]);
    await expect(setArtistSetMembers(ctx.db, ctx.other, set.id, [theirs.id])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A single character is not a set.
    await expect(setArtistSetMembers(ctx.db, ctx.artist, draft.id, [mine.id])).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
