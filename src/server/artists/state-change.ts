import { count, eq } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { eachAlone, type BulkResult } from '#/server/admin/bulk.ts';
import { publishRefusal } from '#/server/admin-catalogue/publish.ts';
import { forgetCatalogueFacets } from '#/server/catalogue/search.ts';
import { config } from '#/server/config/config.ts';
import { one } from '#/server/db/rows.ts';
import type { Database } from '#/server/db/open.ts';
import { characterFiles, characters, characterSetMembers, characterSubmissions, users, type SubmissionState } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { CharacterStateData } from '#/server/mail/templates/character-state.tsx';
import { forgetSitemap } from '#/server/seo/sitemap-source.ts';
import { queueMail } from '#/server/tasks/store-tasks.ts';
import { recordState } from './lifecycle.ts';
import { characterState } from './states.ts';

/** A change of state staff ask for: 'draft' unpublishes; 'removed' takes an artist's character down for good. */
export type StaffStatus = 'draft' | 'published' | 'removed';

const TARGET: Record<StaffStatus, SubmissionState> = { draft: 'unpublished', published: 'approved', removed: 'removed' };
const CHANGE = { draft: 'unpublished', published: 'published', removed: 'removed' } as const;

/**
 * Staff change a character's state: the shop's status and the artist's state move together, with
 * the history, the audit entry and (when the character is an artist's) a mail to the artist in one
 * transaction. Taking an artist's character off sale needs a reason: the artist reads it.
 */
export async function setCharacterStatus(db: Database, actor: Actor, id: string, status: StaffStatus, reason?: string | null) {
  const [current] = await db.select({ character: characters, submission: characterSubmissions, artistEmail: users.email }).from(characters)
    .leftJoin(characterSubmissions, eq(characterSubmissions.characterId, characters.id))
    .leftJoin(users, eq(users.id, characterSubmissions.artistId))
    .where(eq(characters.id, id)).limit(1);
  if (!current) throw new AppError('NOT_FOUND', 'No such character.');
  const { character, submission } = current;
  const why = reason?.trim() || null;
  const artists = submission !== null && submission.artistId !== actor.id;
  if (status === 'removed' && !submission) throw new AppError('CONFLICT', 'Only an artist’s character can be removed; unpublish the store’s own characters instead.');
  if (status !== 'published' && artists && !why) throw new AppError('VALIDATION_FAILED', 'Give the artist a reason: it is shown in their area and mailed to them.');
  const from = characterState(character.status, submission?.state);
  const to = submission ? TARGET[status] : status === 'published' ? 'approved' : 'draft';
  // Publishing what is on sale leaves a revision waiting in review alone.
  if (from === to || (status === 'published' && character.status === 'published')) return character;
  if (status === 'published') {
    const [files] = await db.select({ n: count() }).from(characterFiles).where(eq(characterFiles.characterId, id));
    const [members] = await db.select({ n: count() }).from(characterSetMembers).where(eq(characterSetMembers.setId, id));
    const refusal = publishRefusal({ kind: character.kind, previewKey: character.previewKey, files: files?.n ?? 0, members: members?.n ?? 0 });
    if (refusal) throw new AppError('VALIDATION_FAILED', refusal);
  }
  const shop = status === 'published' ? 'published' : 'draft';
  return db.transaction(async (tx) => {
    const row = one(await tx.update(characters).set({ status: shop, updatedAt: new Date() }).where(eq(characters.id, id)).returning());
    if (submission) {
      await tx.update(characterSubmissions).set({ state: to, version: submission.version + 1, updatedAt: new Date() }).where(eq(characterSubmissions.characterId, id));
    }
    await recordState(tx, id, to, submission && !artists ? 'artist' : 'staff', actor.id, why);
    const verb = { draft: 'Unpublished', published: 'Published', removed: 'Removed' }[status];
    await writeAudit(tx, actor, { action: { draft: 'unpublish', published: 'publish', removed: 'remove' }[status], entity: 'character', entityId: id, summary: `${verb} "${row.title}"${why ? `: ${why}` : ''}`,
      before: { status: character.status }, after: { status: row.status, ...(why ? { reason: why } : {}) } });
    if (artists && current.artistEmail) {
      await queueMail(tx, current.artistEmail, 'characterState', { title: row.title, change: CHANGE[status], reason: why, href: new URL(`/contributor/characters/${id}`, config.siteUrl).href } satisfies CharacterStateData);
    }
    return row;
  }).finally(() => (forgetCatalogueFacets(db), forgetSitemap(db)));
}

/**
 * Publishes or unpublishes several characters: each one alone (its own checks, transaction and
 * audit entry), so one that cannot be published yet does not hold back the others.
 */
export function setCharactersStatus(db: Database, actor: Actor, ids: string[], status: StaffStatus, reason?: string | null): Promise<BulkResult> {
  return eachAlone(ids, (id) => setCharacterStatus(db, actor, id, status, reason));
}
