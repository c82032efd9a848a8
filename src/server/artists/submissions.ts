import { and, count, desc, eq } from 'drizzle-orm';
import type { CharacterInput } from '#/lib/admin-schemas.ts';
import { isReservedSlug } from '#/lib/routes.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { publishRefusal } from '#/server/admin-catalogue/publish.ts';
import { forgetCatalogueFacets } from '#/server/catalogue/search.ts';
import type { Database } from '#/server/db/open.ts';
import { characterFiles, characters, characterSetMembers, characterSubmissions, characterTypes, type PendingMedia } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { forgetSitemap } from '#/server/seo/sitemap-source.ts';
import { recordState } from './lifecycle.ts';
import { pendingFilesOf } from './revision-files.ts';
import { artistMay, refusalOf, type ArtistAction } from './states.ts';

/** An artist's own characters: the list, one of them (404 when it is someone else's), and the artist's state changes. */
export type OwnedCharacter = Awaited<ReturnType<typeof getOwnCharacter>>;

const NOT_YOURS = 'No character of yours has this id.';

export async function listOwnCharacters(db: Database, artistId: string) {
  return db
    .select({ id: characters.id, title: characters.title, slug: characters.slug, status: characters.status, previewKey: characters.previewKey,
      formats: characters.formats, typeName: characterTypes.name, state: characterSubmissions.state, updatedAt: characterSubmissions.updatedAt })
    .from(characterSubmissions)
    .innerJoin(characters, eq(characters.id, characterSubmissions.characterId))
    .innerJoin(characterTypes, eq(characterTypes.id, characters.typeId))
    .where(eq(characterSubmissions.artistId, artistId))
    .orderBy(desc(characterSubmissions.updatedAt));
}

export async function getOwnCharacter(db: Database, artistId: string, id: string) {
  const [row] = await db
    .select({ character: characters, submission: characterSubmissions })
    .from(characterSubmissions)
    .innerJoin(characters, eq(characters.id, characterSubmissions.characterId))
    .where(and(eq(characterSubmissions.characterId, id), eq(characterSubmissions.artistId, artistId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_YOURS);
  const files = await db.select().from(characterFiles).where(eq(characterFiles.characterId, id)).orderBy(characterFiles.format);
  const pendingFiles = await pendingFilesOf(db, id);
  const hasPending = pendingFiles.length > 0 || Boolean(row.submission.pendingMedia) || Boolean(row.submission.pending);
  return { ...row.character, submission: row.submission, files, pendingFiles, hasPending };
}

/** The character, if the artist owns it and may do `action` in its state; otherwise 404 or 409. */
export async function ownedFor(db: Database, artistId: string, id: string, action: ArtistAction) {
  const own = await getOwnCharacter(db, artistId, id);
  if (!artistMay(action, own.submission.state, own.status === 'published', own.hasPending)) throw new AppError('CONFLICT', refusalOf(action, own.submission.state));
  return own;
}

/** A free address for a new character: its title's words, then a number when taken. */
export async function freeSlug(db: Database, title: string): Promise<string> {
  const base = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 70) || 'character';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? (base.length < 2 ? `${base}-character` : base) : `${base}-${n}`;
    if (isReservedSlug(slug)) continue;
    const [taken] = await db.select({ id: characters.id }).from(characters).where(eq(characters.slug, slug)).limit(1);
    if (!taken) return slug;
  }
}

/**
 * Edits of a character on sale wait for review as a revision; the published version stays as it is.
 * New preview media join the revision (`media`); earlier waiting media they replace are the caller's to remove.
 */
export async function saveRevision(db: Database, actor: Actor, own: NonNullable<OwnedCharacter>, input: CharacterInput, media: PendingMedia = {}) {
  // Only the media sent now replace those waiting; the others stay in the revision.
  const sent = { ...(media.previewKey ? { previewKey: media.previewKey } : {}), ...(media.videoKey ? { videoKey: media.videoKey } : {}) };
  const pendingMedia = Object.keys(sent).length ? { ...own.submission.pendingMedia, ...sent } : own.submission.pendingMedia;
  return db.transaction(async (tx) => {
    const [row] = await tx.update(characterSubmissions)
      .set({ pending: input as unknown as Record<string, string>, pendingMedia, state: 'in_review', submittedAt: new Date(), version: own.submission.version + 1, updatedAt: new Date() })
      .where(and(eq(characterSubmissions.characterId, own.id), eq(characterSubmissions.version, own.submission.version)))
      .returning();
    if (!row) throw new AppError('CONFLICT', 'This character changed meanwhile. Reload and try again.');
    await recordState(tx, own.id, 'in_review', 'artist', actor.id, 'Changes to the published version');
    await writeAudit(tx, actor, { action: 'submit_revision', entity: 'submission', entityId: own.id, summary: `Sent changes of "${own.title}" for review`, changes: input });
    return { ...own, submission: row };
  });
}

/** Submitting locks the character until a reviewer decides; it needs a preview and a file, like publishing. */
export async function submitForReview(db: Database, actor: Actor, id: string) {
  const own = await ownedFor(db, actor.id, id, 'submit');
  const [members] = await db.select({ n: count() }).from(characterSetMembers).where(eq(characterSetMembers.setId, own.id));
  const refusal = publishRefusal({ kind: own.kind, previewKey: own.previewKey, files: own.files.length, members: members?.n ?? 0 });
  if (refusal) throw new AppError('VALIDATION_FAILED', refusal.replace('before publishing', 'before submitting'));
  return moveState(db, actor, own, 'in_review', 'submit', `Submitted "${own.title}" for review`);
}

/** The artist takes a published character off sale; changing its files then needs a new review. */
export async function unpublishOwn(db: Database, actor: Actor, id: string) {
  const own = await ownedFor(db, actor.id, id, 'unpublish');
  try {
    return await moveState(db, actor, own, 'unpublished', 'unpublish', `Unpublished "${own.title}"`);
  } finally {
    forgetCatalogueFacets(db);
    forgetSitemap(db);
  }
}

async function moveState(db: Database, actor: Actor, own: NonNullable<OwnedCharacter>, state: 'in_review' | 'unpublished', action: string, summary: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(characterSubmissions)
      .set({ state, version: own.submission.version + 1, updatedAt: new Date(), ...(state === 'in_review' ? { submittedAt: new Date() } : {}) })
      .where(and(eq(characterSubmissions.characterId, own.id), eq(characterSubmissions.version, own.submission.version)))
      .returning();
    if (!row) throw new AppError('CONFLICT', 'This character changed meanwhile. Reload and try again.');
    if (state === 'unpublished') await tx.update(characters).set({ status: 'draft', updatedAt: new Date() }).where(eq(characters.id, own.id));
    await recordState(tx, own.id, state, 'artist', actor.id);
    // The 'character' entity also makes cached catalogue pages out of date when it leaves the shop.
    await writeAudit(tx, actor, { action, entity: state === 'unpublished' ? 'character' : 'submission', entityId: own.id, summary });
    return { ...own, submission: row };
  });
}

/** How many of an artist's characters are in each state (the contributor pages' counters). */
export async function countByState(db: Database, artistId: string) {
  const rows = await db.select({ state: characterSubmissions.state, n: count() }).from(characterSubmissions).where(eq(characterSubmissions.artistId, artistId)).groupBy(characterSubmissions.state);
  return Object.fromEntries(rows.map((r) => [r.state, r.n])) as Partial<Record<string, number>>;
}
