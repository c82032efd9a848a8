import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artistWorlds, decision, fields, png, publishedCharacter, request, storage } from '#test-support/factories/artists.ts';
import { testDatabaseKind } from '#test-support/test-db.ts';
import { characterFiles, characters, storedFiles } from '#/server/db/schema.ts';
import { deleteArtistFile, updateArtistCharacter, uploadArtistFile } from './forms.ts';
import { decideSubmission } from './review.ts';
import { getOwnCharacter, submitForReview } from './submissions.ts';

const world = artistWorlds();

const liveFiles = (ctx: Awaited<ReturnType<typeof world>>, id: string) =>
  ctx.db.select({ id: characterFiles.id, key: characterFiles.storageKey, size: characterFiles.size }).from(characterFiles).where(eq(characterFiles.characterId, id));
const stored = (key: string) => storage.exists(key);

describe(`files of a published character change only through review, on ${testDatabaseKind}`, () => {
  it('keeps the published file on sale while a replacement waits, and swaps it in on approval', async () => {
    const ctx = await world();
    const row = await publishedCharacter(ctx);
    const [published] = await liveFiles(ctx, row.id);
    const waiting = await uploadArtistFile(ctx.db, storage, request([await png('file', 96)]), ctx.artist, row.id);
    // The buyers' file is untouched: same row, same stored object.
    expect(await liveFiles(ctx, row.id)).toEqual([published]);
    const own = await getOwnCharacter(ctx.db, ctx.artist.id, row.id);
    expect(own.pendingFiles.map((f) => f.id)).toEqual([waiting.id]);
    expect(own).toMatchObject({ status: 'published', hasPending: true, submission: { state: 'approved' } });
    // The artist can neither remove the published file nor skip review.
    await expect(deleteArtistFile(ctx.db, storage, ctx.artist, row.id, published!.id)).rejects.toMatchObject({ code: 'CONFLICT' });

    const { version } = (await submitForReview(ctx.db, ctx.artist, row.id)).submission;
    await expect(uploadArtistFile(ctx.db, storage, request([await png('file')]), ctx.artist, row.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await liveFiles(ctx, row.id)).toEqual([published]);
    await decideSubmission(ctx.db, ctx.admin, row.id, decision({ decision: 'approve', version }), storage);

    const after = await liveFiles(ctx, row.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: waiting.id, key: waiting.storageKey });
    expect(after[0]!.size).not.toBe(published!.size);
    expect((await getOwnCharacter(ctx.db, ctx.artist.id, row.id)).pendingFiles).toEqual([]);
    // The replaced object is gone from the store and its record.
    expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.key, published!.key))).toEqual([]);
    expect(await stored(published!.key)).toBe(false);
    expect(await stored(waiting.storageKey)).toBe(true);
  });

  it('drops the waiting files and preview of a rejected revision; the published ones stay', async () => {
    const ctx = await world();
    const row = await publishedCharacter(ctx);
    const [published] = await liveFiles(ctx, row.id);
    const [before] = await ctx.db.select({ previewKey: characters.previewKey }).from(characters).where(eq(characters.id, row.id));
    const waiting = await uploadArtistFile(ctx.db, storage, request([await png('file', 96)]), ctx.artist, row.id);
    const revision = await updateArtistCharacter(ctx.db, storage, request([...fields(ctx.typeId), await png('preview', 80)]), ctx.artist, row.id);
    const own = await getOwnCharacter(ctx.db, ctx.artist.id, row.id);
    expect(own.submission.pendingMedia?.previewKey).toBeTruthy();
    expect(own.previewKey).toBe(before!.previewKey);

    await decideSubmission(ctx.db, ctx.admin, row.id, decision({ decision: 'reject', version: (revision as { version: number }).version, checklist: [], files: 'Blurry' }), storage);
    const after = await getOwnCharacter(ctx.db, ctx.artist.id, row.id);
    expect(after).toMatchObject({ status: 'published', previewKey: before!.previewKey, pendingFiles: [], submission: { state: 'approved', pendingMedia: null } });
    expect(await liveFiles(ctx, row.id)).toEqual([published]);
    expect(await stored(waiting.storageKey)).toBe(false);
    expect(await stored(published!.key)).toBe(true);
  });

  it('applies a new preview on approval, and refuses another artist (404)', async () => {
    const ctx = await world();
    const row = await publishedCharacter(ctx);
    await expect(uploadArtistFile(ctx.db, storage, request([await png('file')]), ctx.other, row.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const revision = await updateArtistCharacter(ctx.db, storage, request([...fields(ctx.typeId), await png('preview', 80)]), ctx.artist, row.id);
    const { pendingMedia } = (await getOwnCharacter(ctx.db, ctx.artist.id, row.id)).submission;
    await decideSubmission(ctx.db, ctx.admin, row.id, decision({ decision: 'approve', version: (revision as { version: number }).version }), storage);
    const [now] = await ctx.db.select({ previewKey: characters.previewKey }).from(characters).where(eq(characters.id, row.id));
    expect(now!.previewKey).toBe(pendingMedia!.previewKey);
  });
});
