import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type CatalogueQuery } from '#/lib/catalogue-query.ts';
import type { Database } from '#/server/db/open.ts';
import { cachedRead, forgetCached } from '#/server/db/read-cache.ts';
import { rows } from '#/server/db/rows.ts';
import { artistColumn, type CharacterCard, type SearchResult } from './card.ts';
import { searchText } from './search-text.ts';
import { forgetSearchVocabulary } from './search-vocabulary.ts';

export type { CharacterCard, SearchResult } from './card.ts';

/** Standard plan price after discount, in dollars (credits count as dollars): a stored, indexed column (0010_catalogue.sql). */
const effectivePrice = sql`c.sort_price`;

/** Counting every match of a broad query costs more than the page itself: the pager counts up to this many. */
export const COUNT_CAP = 10_000;

function conditions(query: CatalogueQuery): SQL[] {
  const where: SQL[] = [sql`c.status = 'published'`];
  if (query.kind) where.push(sql`c.kind = ${query.kind}`);
  if (query.type) where.push(sql`t.slug = ${query.type}`);
  if (query.format) where.push(sql`${query.format} = ANY(c.formats)`);
  if (query.price) where.push(sql`c.price_type = ${query.price}`);
  if (query.min !== undefined) where.push(sql`${effectivePrice} >= ${query.min}`);
  if (query.max !== undefined) where.push(sql`${effectivePrice} <= ${query.max}`);
  if (query.tags.length) where.push(sql`c.tags @> ${`{${query.tags.join(',')}}`}::text[]`);
  return where;
}

function ordering(query: CatalogueQuery): SQL {
  switch (query.sort) {
    case 'popular':
      return sql`c.popularity DESC, c.created_at DESC`;
    case 'price-asc':
      return sql`${effectivePrice} ASC, c.created_at DESC`;
    case 'price-desc':
      return sql`${effectivePrice} DESC, c.created_at DESC`;
    default:
      return sql`c.created_at DESC, c.id DESC`;
  }
}

/**
 * With words: the ranked text search (search-text.ts; when a typo was corrected, the words actually
 * searched come back in `correctedTo`). Without: the filtered listing.
 */
export async function searchCharacters(db: Database, query: CatalogueQuery): Promise<SearchResult> {
  if (query.q) return searchText(db, query);
  return runSearch(db, query);
}

/** How many characters a query finds, as its first page would say (typos corrected the same way). */
export async function countCatalogue(db: Database, query: CatalogueQuery): Promise<{ total: number; capped: boolean }> {
  const { total, capped } = await searchCharacters(db, { ...query, page: 1 });
  return { total, capped };
}

/**
 * One round trip: the page and, as an uncorrelated subquery computed once, the capped count.
 * Only a page past the last one (no rows to carry the count) needs a second query.
 */
async function runSearch(db: Database, query: CatalogueQuery): Promise<SearchResult> {
  const offset = (query.page - 1) * PAGE_SIZE;
  const where = sql.join(conditions(query), sql` AND `);
  const counting = sql`SELECT count(*) AS n FROM (SELECT 1 FROM characters c JOIN character_types t ON t.id = c.type_id WHERE ${where} LIMIT ${COUNT_CAP}) x`;
  const found = await rows<CharacterCard & { total: string | number }>(
    db,
    sql`SELECT c.id, c.slug, c.kind, c.title, t.name AS "typeName", t.slug AS "typeSlug", c.formats,
          c.price_type AS "priceType", c.price_standard AS "priceStandard", c.price_extended AS "priceExtended",
          c.discount_percent AS "discountPercent", (c.preview_key IS NOT NULL) AS "hasPreview", ${artistColumn('c')}, (${counting}) AS total
        FROM characters c JOIN character_types t ON t.id = c.type_id
        WHERE ${where}
        ORDER BY ${ordering(query)}
        LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
  );
  const total = Number(found[0]?.total ?? (offset ? (await rows<{ n: string | number }>(db, counting))[0]?.n : 0) ?? 0);
  const items = found.map(({ total: _total, ...card }) => card);
  return { items, total, capped: total >= COUNT_CAP, page: query.page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export type Facets = { types: { slug: string; name: string; hasImage: boolean }[]; tags: string[] };

const FACETS_KEY = 'catalogue-facets';

/**
 * What the filter panel offers: every type and the most used tags. The same for every visitor, so
 * memoised for a short time (src/server/db/read-cache.ts); admin changes call `forgetCatalogueFacets`.
 */
export function catalogueFacets(db: Database): Promise<Facets> {
  return cachedRead(db, FACETS_KEY, () => loadFacets(db));
}

export function forgetCatalogueFacets(db: Database): void {
  forgetCached(db, FACETS_KEY);
  forgetSearchVocabulary(db);
}

async function loadFacets(db: Database): Promise<Facets> {
  const types = await rows<Facets['types'][number]>(db, sql`SELECT slug, name, (image_key IS NOT NULL) AS "hasImage" FROM character_types ORDER BY position, name`);
  const tags = await rows<{ tag: string }>(
    db,
    sql`SELECT tag FROM (SELECT unnest(tags) AS tag FROM characters WHERE status = 'published' LIMIT 20000) x
        GROUP BY tag ORDER BY count(*) DESC, tag LIMIT 24`,
  );
  return { types, tags: tags.map((t) => t.tag) };
}
