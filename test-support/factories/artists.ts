/** Artists' characters for repository tests: people, multipart forms, a draft with files, decisions. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import { multipart, type Part } from '#test-support/multipart.ts';
import { createTestDb } from '#test-support/test-db.ts';
import { reviewDecisionSchema } from '#/lib/artist-schemas.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { createArtistCharacter, uploadArtistFile } from '#/server/artists/forms.ts';
import { decideSubmission } from '#/server/artists/review.ts';
import { submitForReview } from '#/server/artists/submissions.ts';
import { one } from '#/server/db/rows.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { characterTypes, users } from '#/server/db/schema.ts';
import { localStorage } from '#/server/storage/local.ts';
import { pngFile } from '#/server/uploads/test-files.ts';

fs.mkdirSync('.tmp/vitest-data/artists', { recursive: true });
export const storage = localStorage(path.resolve('.tmp/vitest-data/artists'));

export async function person(db: DatabaseHandle['db'], email: string, role: Actor['role'], name = ''): Promise<Actor> {
  const row = one(await db.insert(users).values({ email, role, name }).returning());
  return { id: row.id, email: row.email, role: row.role };
}

/** A fresh database with two artists, two admins and a type; `handle` is the caller's to close. */
export async function artistWorld() {
  const handle = await createTestDb();
  const db = handle.db;
  const artist = await person(db, 'ada@toonmart.test', 'contributor', 'Ada Inkwell');
  const other = await person(db, 'bob@toonmart.test', 'contributor', 'Bob');
  const admin = await person(db, 'boss@toonmart.test', 'admin');
  const admin2 = await person(db, 'boss2@toonmart.test', 'admin');
  const type = one(await db.insert(characterTypes).values({ slug: 'robots', name: 'Robots' }).returning());
  return { handle, db, artist, other, admin, admin2, typeId: type.id };
}
export type ArtistWorld = Awaited<ReturnType<typeof artistWorld>>;

/** `artistWorld` for a test file: each world it makes is closed after its test. */
export function artistWorlds(): () => Promise<ArtistWorld> {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });
  return async () => {
    const ctx = await artistWorld();
    handle = ctx.handle;
    return ctx;
  };
}

export const request = (parts: Part[]) => {
  const { body, contentType } = multipart(parts);
  return new Request('http://store.test/api', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) });
};
export const fields = (typeId: string, over: Record<string, string> = {}): Part[] =>
  Object.entries({ title: 'Robo Rex', typeId, priceType: 'credits', priceStandard: '10', priceExtended: '30', discountPercent: '', tags: 'robot', description: 'A robot', ...over }).map(([name, value]) => ({ name, value }));
export const png = async (name: string, size = 64) => ({ name, filename: 'a.png', type: 'image/png', data: await pngFile(size, size) });
export const decision = (over: Record<string, unknown>) => reviewDecisionSchema.parse({ checklist: ['licence', 'quality', 'naming', 'pricing'], ...over });

export async function draftWithFiles(ctx: ArtistWorld, actor = ctx.artist, over: Record<string, string> = {}) {
  const row = await createArtistCharacter(ctx.db, storage, request([...fields(ctx.typeId, over), await png('preview')]), actor);
  await uploadArtistFile(ctx.db, storage, request([await png('file')]), actor, row.id);
  return row;
}

/** A draft with files, submitted and approved: on sale. */
export async function publishedCharacter(ctx: ArtistWorld, actor = ctx.artist, over: Record<string, string> = {}) {
  const row = await draftWithFiles(ctx, actor, over);
  const { version } = (await submitForReview(ctx.db, actor, row.id)).submission;
  await decideSubmission(ctx.db, ctx.admin, row.id, decision({ decision: 'approve', version }), storage);
  return row;
}
