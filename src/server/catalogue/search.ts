import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type CatalogueQuery } from '../../lib/catalogue-query.ts';
import type { Database } from '../db/open.ts';
import { cachedRead, forgetCached } from '../db/read-cache.ts';
import { rows } from './rows.ts';

export type CharacterCard = {
  id: string;
  slug: string;
  kind: 'graphi' | 'graphiSet';
  title: string;
  typeName: string;
  typeSlug: string;
  formats: string[];
  priceType: 'credits' | 'currency' | 'free';
  priceStandard: number;
  priceExtended: number;
  discountPercent: number | null;
  hasPreview: boolean;
};

export type SearchResult = { items: CharacterCard[]; total: number; capped: boolean; page: number; pages: number };

/** Standard plan price after discount, in dollars (credits count as dollars): a stored, indexed column (0010_catalogue.sql). */
const effectivePrice = sql`c.sort_price`;

/** Counting every match of a broad query costs more than the page itself: the pager counts up to this many. */
export const COUNT_CAP = 10_000;

/**
 * Full text (stemmed words) first. Only when that finds nothing (a typo): trigram word similarity of the
 * query within the title (`<%`, few index candidates), and last whole-title similarity (`%`, broader and slower).
 */
type Match = 'words' | 'typo' | 'similar';

function conditions(query: CatalogueQuery, match: Match): SQL[] {
  const where: SQL[] = [sql`c.status = 'published'`];
  if (query.q && match === 'words') where.push(sql`c.search @@ websearch_to_tsquery('english', ${query.q})`);
  if (query.q && match === 'typo') where.push(sql`${query.q} <% c.title`);
  if (query.q && match === 'similar') where.push(sql`c.title % ${query.q}`);
  if (query.kind) where.push(sql`c.kind = ${query.kind}`);
  if (query.type) where.push(sql`t.slug = ${query.type}`);
  if (query.format) where.push(sql`${query.format} = ANY(c.formats)`);
  if (query.price) where.push(sql`c.price_type = ${query.price}`);
  if (query.min !== undefined) where.push(sql`${effectivePrice} >= ${query.min}`);
  if (query.max !== undefined) where.push(sql`${effectivePrice} <= ${query.max}`);
  if (query.tags.length) where.push(sql`c.tags @> ${`{${query.tags.join(',')}}`}::text[]`);
  return where;
}

function ordering(query: CatalogueQuery, match: Match): SQL {
  switch (query.sort) {
    case 'relevance':
      return match === 'words'
        ? sql`ts_rank(c.search, websearch_to_tsquery('english', ${query.q ?? ''})) DESC, c.popularity DESC, c.id`
        : sql`word_similarity(${query.q ?? ''}, c.title) + similarity(c.title, ${query.q ?? ''}) DESC, c.popularity DESC, c.id`;
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

export async function searchCharacters(db: Database, query: CatalogueQuery): Promise<SearchResult> {
  let found = await runSearch(db, query, 'words');
  if (query.q && found.total === 0) found = await runSearch(db, query, 'typo');
  if (query.q && found.total === 0) found = await runSearch(db, query, 'similar');
  return found;
}

/**
 * One round trip: the page and, as an uncorrelated subquery computed once, the capped count.
 * Only a page past the last one (no rows to carry the count) needs a second query.
 */
async function runSearch(db: Database, query: CatalogueQuery, match: Match): Promise<SearchResult> {
  const offset = (query.page - 1) * PAGE_SIZE;
  const where = sql.join(conditions(query, match), sql` AND `);
  const counting = sql`SELECT count(*) AS n FROM (SELECT 1 FROM characters c JOIN character_types t ON t.id = c.type_id WHERE ${where} LIMIT ${COUNT_CAP}) x`;
  const found = await rows<CharacterCard & { total: string | number }>(
    db,
    sql`SELECT c.id, c.slug, c.kind, c.title, t.name AS "typeName", t.slug AS "typeSlug", c.formats,
          c.price_type AS "priceType", c.price_standard AS "priceStandard", c.price_extended AS "priceExtended",
          c.discount_percent AS "discountPercent", (c.preview_key IS NOT NULL) AS "hasPreview", (${counting}) AS total
        FROM characters c JOIN character_types t ON t.id = c.type_id
        WHERE ${where}
        ORDER BY ${ordering(query, match)}
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
