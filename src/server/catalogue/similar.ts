import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { cachedRead } from '#/server/db/read-cache.ts';
import { rows } from '#/server/db/rows.ts';
import { isUuid } from '#/lib/ids.ts';
import type { CharacterCard } from './card.ts';
import { CARD_SQL } from './card-sql.ts';

/**
 * Weights of the likeness score (docs/decisions/0160-similar-by-looks.md): the same type, each shared
 * tag, and each builder part both are made of. A part says more the rarer it is: a prop, hat or
 * species head is what a shopper sees; a body plan is broad; a person's head is everyone's.
 */
export const SIMILAR_WEIGHTS = { sameType: 3, sharedTag: 2, plan: 1, head: 3, hat: 3, outfit: 2, prop: 3 } as const;
export const SIMILAR_LIMIT = 8;
/** Below this a candidate only shares something everyone has (a body plan): not "similar". */
export const SIMILAR_MIN_SCORE = 2;

/** Points of one shared part word (`kind:name`, src/lib/art/parts-list.ts). */
function partPoints(part: SQL): SQL {
  const w = SIMILAR_WEIGHTS;
  return sql`CASE split_part(${part}, ':', 1) WHEN 'plan' THEN ${w.plan} WHEN 'hat' THEN ${w.hat} WHEN 'outfit' THEN ${w.outfit} WHEN 'prop' THEN ${w.prop}
    WHEN 'head' THEN CASE WHEN ${part} IN ('head:human', 'head:elf') THEN 0 ELSE ${w.head} END ELSE 0 END`;
}

/**
 * One query: candidates of the same type, with a shared tag or a shared part, ranked by likeness.
 * Shoppers who bought both only break ties: the same few buyers of popular characters made a
 * superhero "similar" to a saleswoman and a pumpkin.
 */
function loadSimilar(db: Database, id: string, limit: number): Promise<CharacterCard[]> {
  const w = SIMILAR_WEIGHTS;
  return rows<CharacterCard & { score: number }>(
    db,
    sql`WITH me AS (SELECT c.id, c.type_id, c.tags, coalesce(a.parts, '{}') AS parts FROM characters c LEFT JOIN character_art a ON a.character_id = c.id WHERE c.id = ${id}),
        buyers AS (SELECT DISTINCT o.user_id FROM order_lines l JOIN orders o ON o.id = l.order_id
                   WHERE l.character_id = ${id} AND o.status = 'paid'),
        co AS (SELECT l.character_id, count(DISTINCT o.user_id) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
               WHERE o.status = 'paid' AND o.user_id IN (SELECT user_id FROM buyers) AND l.character_id <> ${id}
               GROUP BY l.character_id)
      SELECT * FROM (
        SELECT ${CARD_SQL}, c.popularity, coalesce(co.n, 0) AS co_buyers,
          (CASE WHEN c.type_id = me.type_id THEN ${w.sameType} ELSE 0 END)
          + ${w.sharedTag} * cardinality(ARRAY(SELECT unnest(c.tags) INTERSECT SELECT unnest(me.tags)))
          + coalesce((SELECT sum(${partPoints(sql`p`)}) FROM (SELECT unnest(a.parts) INTERSECT SELECT unnest(me.parts)) s(p)), 0) AS score
        FROM characters c JOIN character_types t ON t.id = c.type_id CROSS JOIN me
          LEFT JOIN character_art a ON a.character_id = c.id LEFT JOIN co ON co.character_id = c.id
        WHERE c.status = 'published' AND c.id <> me.id AND (c.type_id = me.type_id OR c.tags && me.tags OR a.parts && me.parts)
      ) ranked
      WHERE score >= ${SIMILAR_MIN_SCORE}
      ORDER BY score DESC, co_buyers DESC, popularity DESC, id LIMIT ${limit}`,
  ).then((found) => found.map(({ score: _s, popularity: _p, co_buyers: _c, ...card }: CharacterCard & { score: number; popularity?: number; co_buyers?: number }) => card));
}

/**
 * Similar characters of a character page. The same for every visitor, so memoised (read-cache.ts):
 * a catalogue change (invalidateCatalogue) forgets it in every process, new purchases within the TTL.
 */
export function similarCharacters(db: Database, characterId: string, limit = SIMILAR_LIMIT): Promise<CharacterCard[]> {
  if (!isUuid(characterId)) return Promise.resolve([]);
  return cachedRead(db, `similar:${characterId}:${limit}`, () => loadSimilar(db, characterId, limit));
}
