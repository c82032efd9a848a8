import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type CatalogueQuery } from '#/lib/catalogue-query.ts';
import type { Database } from '#/server/db/open.ts';
import { rows } from '#/server/db/rows.ts';
import { correctWords } from './search-correct.ts';
import { searchVocabulary } from './search-vocabulary.ts';
import { queryWords } from './search-words.ts';
import { artistColumn, type CharacterCard, type SearchResult } from './card.ts';

/** Points for a query word found in each field (weights of the search vector): title > type > tags and set names > description. */
const FIELD_POINTS = { A: 8, B: 4, C: 2, D: 1 } as const;

/** The tsquery text of words (folded ASCII only, so nothing in them is tsquery syntax), joined by an operator, optionally limited to one weight. */
const tsq = (words: string[], op: '&' | '|', weight = '') => sql`to_tsquery('simple', ${words.map((w) => `${w}${weight ? `:${weight}` : ''}`).join(` ${op} `)})`;

function score(words: string[]): SQL {
  const parts = words.flatMap((w) => Object.entries(FIELD_POINTS).map(([weight, points]) => sql`${points} * (cand.doc @@ ${tsq([w], '&', weight)})::int`));
  return sql.join(parts, sql` + `);
}

function filters(query: CatalogueQuery): SQL[] {
  const where: SQL[] = [sql`c.status = 'published'`];
  if (query.kind) where.push(sql`c.kind = ${query.kind}`);
  if (query.type) where.push(sql`t.slug = ${query.type}`);
  if (query.format) where.push(sql`${query.format} = ANY(c.formats)`);
  if (query.price) where.push(sql`c.price_type = ${query.price}`);
  if (query.min !== undefined) where.push(sql`c.sort_price >= ${query.min}`);
  if (query.max !== undefined) where.push(sql`c.sort_price <= ${query.max}`);
  if (query.tags.length) where.push(sql`c.tags @> ${`{${query.tags.join(',')}}`}::text[]`);
  return where;
}

function ordering(query: CatalogueQuery): SQL {
  switch (query.sort) {
    case 'popular':
      return sql`m.popularity DESC, m.created_at DESC`;
    case 'price-asc':
      return sql`m.sort_price ASC, m.created_at DESC`;
    case 'price-desc':
      return sql`m.sort_price DESC, m.created_at DESC`;
    case 'newest':
      return sql`m.created_at DESC, m.id DESC`;
    default:
      return sql`m.score DESC, m.popularity DESC, m.id`;
  }
}

/**
 * Characters matching every word anywhere in title, type name, tags, set names or description.
 * The candidates come from indexes (any word in the character's own words, its type or one of its
 * sets); the type and set words are joined once per type and set, not per character.
 */
function matchingSql(words: string[], query: CatalogueQuery): SQL {
  const any = tsq(words, '|');
  return sql`WITH ty AS MATERIALIZED (
      SELECT id, name, slug, setweight(to_tsvector('simple', toonmart_norm(name || ' ' || slug)), 'B') AS doc FROM character_types),
    sd AS MATERIALIZED (
      SELECT sm.character_id AS id, setweight(to_tsvector('simple', toonmart_norm(string_agg(s.title, ' '))), 'C') AS doc
      FROM character_set_members sm JOIN characters s ON s.id = sm.set_id AND s.status = 'published' AND s.search_words @@ ${any}
      GROUP BY sm.character_id),
    cand AS (
      SELECT c.*, t.name AS type_name, t.slug AS type_slug, c.search_words || t.doc || coalesce(sd.doc, ''::tsvector) AS doc
      FROM characters c JOIN ty t ON t.id = c.type_id LEFT JOIN sd ON sd.id = c.id
      WHERE ${sql.join(filters(query), sql` AND `)}
        AND (c.search_words @@ ${any} OR t.doc @@ ${any} OR sd.id IS NOT NULL)),
    m AS (SELECT cand.*, ${score(words)} AS score FROM cand WHERE cand.doc @@ ${tsq(words, '&')})`;
}

/** One page of matches for these words, with the number of all matches. */
async function runText(db: Database, query: CatalogueQuery, words: string[]): Promise<SearchResult> {
  const offset = (query.page - 1) * PAGE_SIZE;
  const found = await rows<CharacterCard & { total: string | number }>(
    db,
    sql`${matchingSql(words, query)}
      SELECT m.id, m.slug, m.kind, m.title, m.type_name AS "typeName", m.type_slug AS "typeSlug", m.formats,
        m.price_type AS "priceType", m.price_standard AS "priceStandard", m.price_extended AS "priceExtended",
        m.discount_percent AS "discountPercent", (m.preview_key IS NOT NULL) AS "hasPreview", ${artistColumn('m')}, (SELECT count(*) FROM m) AS total
      FROM m ORDER BY ${ordering(query)} LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
  );
  const total = Number(found[0]?.total ?? (offset ? (await rows<{ n: number }>(db, sql`${matchingSql(words, query)} SELECT count(*) AS n FROM m`))[0]?.n : 0) ?? 0);
  const items = found.map(({ total: _total, ...card }) => card);
  return { items, total, capped: false, page: query.page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/**
 * The words as typed first; only when they find nothing are unknown words corrected (search-correct.ts)
 * and the search run again, so a rare but correct word is never "corrected" into another.
 */
export async function searchText(db: Database, query: CatalogueQuery): Promise<SearchResult> {
  const typed = queryWords(query.q ?? '');
  if (!typed.length) return { items: [], total: 0, capped: false, page: query.page, pages: 1 };
  const found = await runText(db, query, typed);
  if (found.total > 0) return found;
  const words = correctWords(typed, await searchVocabulary(db));
  if (words.every((w, i) => w === typed[i])) return found;
  const corrected = await runText(db, query, words);
  return corrected.total > 0 ? { ...corrected, correctedTo: words.join(' ') } : found;
}
