import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { setSetMembers } from '#/server/admin-catalogue/publish.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { characters, characterSetMembers } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { ownedFor } from './submissions.ts';

/**
 * Artists' sets (docs/decisions/0109-artist-sets.md): a graphiSet character of the artist, made with
 * the same form, pricing and draft → review → published flow as a single one. Its members are the
 * artist's own published single characters, never another's; they change while the set is off sale
 * (a set on sale keeps what buyers were sold, like files do until a review).
 */
export const OWN_MEMBERS_ONLY = 'Only your own published characters can be in your set.';

/** The members of a set, in order (for the artist's page and the review). */
export async function setMembersOf(db: DbOrTx, setId: string) {
  return db.select({ id: characters.id, title: characters.title, slug: characters.slug })
    .from(characterSetMembers).innerJoin(characters, eq(characters.id, characterSetMembers.characterId))
    .where(eq(characterSetMembers.setId, setId)).orderBy(asc(characterSetMembers.position));
}

/** What an artist may put in a set: their own published single characters. */
export async function memberChoices(db: DbOrTx, artistId: string) {
  return db.select({ id: characters.id, title: characters.title }).from(characters)
    .where(and(eq(characters.artistId, artistId), eq(characters.kind, 'graphi'), eq(characters.status, 'published')))
    .orderBy(asc(characters.title));
}

export async function setArtistSetMembers(db: Database, actor: Actor, setId: string, memberIds: string[]) {
  const own = await ownedFor(db, actor.id, setId, 'files');
  if (own.kind !== 'graphiSet') throw new AppError('NOT_FOUND', 'No set of yours has this id.');
  if (own.status === 'published') throw new AppError('CONFLICT', 'A set on sale keeps its characters: unpublish it to change them, then submit it again.');
  const unique = [...new Set(memberIds)];
  const allowed = unique.length
    ? await db.select({ id: characters.id }).from(characters)
      .where(and(inArray(characters.id, unique), eq(characters.artistId, actor.id), eq(characters.kind, 'graphi'), eq(characters.status, 'published')))
    : [];
  if (allowed.length !== unique.length) throw new AppError('VALIDATION_FAILED', OWN_MEMBERS_ONLY);
  await setSetMembers(db, actor, setId, unique);
  return setMembersOf(db, setId);
}
