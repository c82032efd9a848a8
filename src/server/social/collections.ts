import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { characters, collectionItems, collections, users } from '#/server/db/schema.ts';
import { one, rows } from '#/server/db/rows.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { CharacterCard } from '#/server/catalogue/card.ts';
import { CARD_SQL } from '#/server/catalogue/card-sql.ts';
import { isUuid } from '#/lib/ids.ts';

export type Visibility = 'private' | 'link' | 'public';
export type CollectionSummary = { id: string; name: string; visibility: Visibility; shareToken: string; characterIds: string[] };
export type CollectionDetail = CollectionSummary & { items: CharacterCard[] };
export type SharedCollection = { name: string; owner: string; visibility: 'link' | 'public'; items: CharacterCard[] };

export const MAX_COLLECTIONS = 100;
export const MAX_ITEMS = 200;
const NOT_FOUND = 'No collection of yours at this address.';

/** 24 random bytes: the link is the only key to a shared collection, so it must not be guessable. */
const newToken = () => randomBytes(24).toString('base64url');

export async function listCollections(db: Database, userId: string): Promise<CollectionSummary[]> {
  return rows<CollectionSummary>(
    db,
    sql`SELECT k.id, k.name, k.visibility, k.share_token AS "shareToken",
          coalesce((SELECT array_agg(i.character_id::text ORDER BY i.position, i.added_at) FROM collection_items i WHERE i.collection_id = k.id), '{}') AS "characterIds"
        FROM collections k WHERE k.user_id = ${userId} ORDER BY k.created_at, k.id`,
  );
}

/** The owner's collection; anyone else's (or a wrong id) is a 404, never a 403 that confirms it exists. */
async function owned(db: Database, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [row] = await db.select().from(collections).where(and(eq(collections.id, id), eq(collections.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

function cardsOf(db: Database, collectionId: string): Promise<CharacterCard[]> {
  return rows<CharacterCard>(
    db,
    sql`SELECT ${CARD_SQL} FROM collection_items i JOIN characters c ON c.id = i.character_id JOIN character_types t ON t.id = c.type_id
        WHERE i.collection_id = ${collectionId} AND c.status = 'published' ORDER BY i.position, i.added_at`,
  );
}

export async function getCollection(db: Database, userId: string, id: string): Promise<CollectionDetail> {
  const row = await owned(db, userId, id);
  const items = await cardsOf(db, row.id);
  return { id: row.id, name: row.name, visibility: row.visibility, shareToken: row.shareToken, characterIds: items.map((i) => i.id), items };
}

export async function createCollection(db: Database, userId: string, input: { name: string; visibility?: Visibility }): Promise<CollectionSummary> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(collections).where(eq(collections.userId, userId));
  if ((count?.n ?? 0) >= MAX_COLLECTIONS) throw new AppError('CONFLICT', `An account keeps at most ${MAX_COLLECTIONS} collections. Delete one first.`);
  const row = one(await db.insert(collections).values({ userId, name: input.name, visibility: input.visibility ?? 'private', shareToken: newToken() }).returning());
  return { id: row.id, name: row.name, visibility: row.visibility, shareToken: row.shareToken, characterIds: [] };
}

/**
 * Renames or changes who may see it. Making a shared collection private retires its link for good:
 * the token is replaced, so when it is shared again the links given out before it was hidden stay dead.
 */
export async function updateCollection(db: Database, userId: string, id: string, input: { name?: string; visibility?: Visibility }): Promise<CollectionDetail> {
  const row = await owned(db, userId, id);
  const hidden = input.visibility === 'private' && row.visibility !== 'private';
  await db
    .update(collections)
    .set({ ...input, ...(hidden ? { shareToken: newToken() } : {}), updatedAt: new Date() })
    .where(and(eq(collections.id, id), eq(collections.userId, userId)));
  return getCollection(db, userId, id);
}

export async function deleteCollection(db: Database, userId: string, id: string): Promise<void> {
  await owned(db, userId, id);
  await db.delete(collections).where(and(eq(collections.id, id), eq(collections.userId, userId)));
}

/** Adds at the end; adding a character already there changes nothing. */
export async function addToCollection(db: Database, userId: string, id: string, characterId: string): Promise<CollectionDetail> {
  await owned(db, userId, id);
  const [character] = isUuid(characterId) ? await db.select({ id: characters.id }).from(characters).where(and(eq(characters.id, characterId), eq(characters.status, 'published'))) : [];
  if (!character) throw new AppError('NOT_FOUND', 'This character is not in the catalogue.');
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(collectionItems).where(eq(collectionItems.collectionId, id));
  if ((count?.n ?? 0) >= MAX_ITEMS) throw new AppError('CONFLICT', `A collection holds at most ${MAX_ITEMS} characters.`);
  await db.execute(sql`INSERT INTO collection_items (collection_id, character_id, position)
    SELECT ${id}, ${character.id}, coalesce(max(position), -1) + 1 FROM collection_items WHERE collection_id = ${id}
    ON CONFLICT DO NOTHING`);
  return getCollection(db, userId, id);
}

export async function removeFromCollection(db: Database, userId: string, id: string, characterId: string): Promise<CollectionDetail> {
  await owned(db, userId, id);
  if (isUuid(characterId)) await db.delete(collectionItems).where(and(eq(collectionItems.collectionId, id), eq(collectionItems.characterId, characterId)));
  return getCollection(db, userId, id);
}

/** Puts the characters in the given order; the list must name exactly the collection's characters. */
export async function reorderCollection(db: Database, userId: string, id: string, characterIds: string[]): Promise<CollectionDetail> {
  await owned(db, userId, id);
  await db.transaction(async (tx) => {
    const current = await tx.select({ id: collectionItems.characterId }).from(collectionItems).where(eq(collectionItems.collectionId, id)).for('update');
    const known = new Set(current.map((c) => c.id));
    if (characterIds.length !== known.size || new Set(characterIds).size !== known.size || !characterIds.every((c) => known.has(c))) {
      throw new AppError('CONFLICT', 'The collection changed meanwhile. Reload and try again.');
    }
    for (const [position, characterId] of characterIds.entries()) {
      await tx.update(collectionItems).set({ position }).where(and(eq(collectionItems.collectionId, id), eq(collectionItems.characterId, characterId)));
    }
  });
  return getCollection(db, userId, id);
}

/** A collection opened by its link: private ones (and wrong tokens) are a 404. */
export async function sharedCollection(db: Database, token: string): Promise<SharedCollection> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new AppError('NOT_FOUND', 'No shared collection at this address.');
  const [row] = await db
    .select({ id: collections.id, name: collections.name, visibility: collections.visibility, owner: users.name })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.userId))
    .where(eq(collections.shareToken, token))
    .orderBy(asc(collections.id));
  if (!row || row.visibility === 'private') throw new AppError('NOT_FOUND', 'No shared collection at this address. Its owner may have made it private.');
  return { name: row.name, owner: row.owner || 'A Toonmart shopper', visibility: row.visibility, items: await cardsOf(db, row.id) };
}
