import { sql } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { cachedRead } from '#/server/db/read-cache.ts';
import { rows } from '#/server/db/rows.ts';
import { isUuid } from '#/lib/ids.ts';
import type { CharacterCard } from './card.ts';
import { CARD_SQL } from './card-sql.ts';

/**
 * Weights of the similarity score (docs/decisions/0111-similar-characters.md): a shopper who bought
 * both is the strongest signal, a shared tag says more than the broad type.
 */
export const SIMILAR_WEIGHTS = { coBuyer: 4, sharedTag: 2, sameType: 3 } as const;
export const SIMILAR_LIMIT = 8;

/** One query: candidates of the same type, with a shared tag or bought by the same shoppers, ranked by score. */
function loadSimilar(db: Database, id: string, limit: number): Promise<CharacterCard[]> {
  const w = SIMILAR_WEIGHTS;
  return rows<CharacterCard & { score: number }>(
    db,
    sql`WITH me AS (SELECT id, type_id, tags FROM characters WHERE id = ${id}),
        buyers AS (SELECT DISTINCT o.user_id FROM order_lines l JOIN orders o ON o.id = l.order_id
                   WHERE l.character_id = ${id} AND o.status = 'paid'),
        co AS (SELECT l.character_id, count(DISTINCT o.user_id) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
               WHERE o.status = 'paid' AND o.user_id IN (SELECT user_id FROM buyers) AND l.character_id <> ${id}
               GROUP BY l.character_id)
      SELECT * FROM (
        SELECT ${CARD_SQL}, c.popularity,
          (CASE WHEN c.type_id = me.type_id THEN ${w.sameType} ELSE 0 END)
          + ${w.sharedTag} * cardinality(ARRAY(SELECT unnest(c.tags) INTERSECT SELECT unnest(me.tags)))
          + ${w.coBuyer} * coalesce(co.n, 0) AS score
        FROM characters c JOIN character_types t ON t.id = c.type_id CROSS JOIN me LEFT JOIN co ON co.character_id = c.id
        WHERE c.status = 'published' AND c.id <> me.id AND (c.type_id = me.type_id OR c.tags && me.tags OR co.n IS NOT NULL)
      ) ranked
      ORDER BY score DESC, popularity DESC, id LIMIT ${limit}`,
  ).then((found) => found.map(({ score: _s, popularity: _p, ...card }: CharacterCard & { score: number; popularity?: number }) => card));
}

/**
 * Similar characters of a character page. The same for every visitor, so memoised (read-cache.ts):
 * a catalogue change (invalidateCatalogue) forgets it in every process, new purchases within the TTL.
 */
export function similarCharacters(db: Database, characterId: string, limit = SIMILAR_LIMIT): Promise<CharacterCard[]> {
  if (!isUuid(characterId)) return Promise.resolve([]);
  return cachedRead(db, `similar:${characterId}:${limit}`, () => loadSimilar(db, characterId, limit));
}
