import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { characters, favourites } from '#/server/db/schema.ts';
import { rows } from '#/server/db/rows.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { CharacterCard } from '#/server/catalogue/card.ts';
import { CARD_SQL } from '#/server/catalogue/card-sql.ts';
import { isUuid } from '#/lib/ids.ts';

/** The most favourites an account keeps, and a browser may bring in at sign-in. */
export const MAX_FAVOURITES = 500;

export async function favouriteIds(db: Database, userId: string): Promise<string[]> {
  const found = await db.select({ id: favourites.characterId }).from(favourites).where(eq(favourites.userId, userId)).orderBy(sql`${favourites.createdAt} DESC`);
  return found.map((f) => f.id);
}

/** The account's favourite published characters, newest first, as cards. */
export function favouriteCards(db: Database, userId: string): Promise<CharacterCard[]> {
  return rows<CharacterCard>(
    db,
    sql`SELECT ${CARD_SQL} FROM favourites f JOIN characters c ON c.id = f.character_id JOIN character_types t ON t.id = c.type_id
        WHERE f.user_id = ${userId} AND c.status = 'published' ORDER BY f.created_at DESC, c.id`,
  );
}

async function publishedIds(db: Database, ids: string[]): Promise<string[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (!valid.length) return [];
  const found = await db.select({ id: characters.id }).from(characters).where(and(inArray(characters.id, valid), eq(characters.status, 'published')));
  return found.map((f) => f.id);
}

/**
 * Hearts a published character and answers the account's list, newest first, in one statement (one
 * round trip, no transaction: the insert is the only write). The list is read from the statement's
 * snapshot, which does not yet hold the new row: it is put in front, where its creation time sorts it.
 */
export async function addFavourite(db: Database, userId: string, characterId: string): Promise<string[]> {
  if (!isUuid(characterId)) throw new AppError('NOT_FOUND', 'This character is not in the catalogue.');
  const [row] = await rows<{ found: boolean; ids: string[] }>(
    db,
    sql`WITH found AS (SELECT id FROM characters WHERE id = ${characterId} AND status = 'published'),
      added AS (INSERT INTO favourites (user_id, character_id) SELECT ${userId}, id FROM found ON CONFLICT DO NOTHING RETURNING character_id)
      SELECT EXISTS (SELECT 1 FROM found) AS found,
        array(SELECT character_id::text FROM added) || array(SELECT character_id::text FROM favourites WHERE user_id = ${userId} ORDER BY created_at DESC) AS ids`,
  );
  if (!row?.found) throw new AppError('NOT_FOUND', 'This character is not in the catalogue.');
  return row.ids;
}

/** Takes a heart away and answers the list left, in one statement (the snapshot still holds the row: it is left out). */
export async function removeFavourite(db: Database, userId: string, characterId: string): Promise<string[]> {
  if (!isUuid(characterId)) return favouriteIds(db, userId);
  const [row] = await rows<{ ids: string[] }>(
    db,
    sql`WITH gone AS (DELETE FROM favourites WHERE user_id = ${userId} AND character_id = ${characterId})
      SELECT array(SELECT character_id::text FROM favourites WHERE user_id = ${userId} AND character_id <> ${characterId} ORDER BY created_at DESC) AS ids`,
  );
  return row?.ids ?? [];
}

/**
 * The browser's signed-out favourites join the account at sign-in. Idempotent (a repeated merge,
 * two tabs): existing rows stay, unknown or unpublished ids are skipped. Answers the account's list.
 */
export async function mergeFavourites(db: Database, userId: string, ids: string[]): Promise<string[]> {
  const found = await publishedIds(db, ids.slice(0, MAX_FAVOURITES));
  if (found.length) await db.insert(favourites).values(found.map((characterId) => ({ userId, characterId }))).onConflictDoNothing();
  return favouriteIds(db, userId);
}
