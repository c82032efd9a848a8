import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type CatalogueQuery } from '../../lib/catalogue-query.ts';
import type { Database } from '../db/open.ts';
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

export type SearchResult = { items: CharacterCard[]; total: number; page: number; pages: number };

/** Standard plan price after discount, in dollars (credits count as dollars), for range filters and sorting. */
const effectivePrice = sql`(CASE c.price_type WHEN 'free' THEN 0
  WHEN 'credits' THEN c.price_standard * (100 - coalesce(c.discount_percent, 0)) / 100.0
  ELSE c.price_standard * (100 - coalesce(c.discount_percent, 0)) / 10000.0 END)`;

function conditions(query: CatalogueQuery): SQL[] {
  const where: SQL[] = [sql`c.status = 'published'`];
  if (query.q) {
    // Full text for words, trigram similarity on the title so a typo still finds the character.
    where.push(sql`(c.search @@ websearch_to_tsquery('english', ${query.q}) OR c.title % ${query.q} OR ${query.q} <% c.title)`);
  }
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
    case 'relevance':
      return sql`ts_rank(c.search, websearch_to_tsquery('english', ${query.q ?? ''})) + similarity(c.title, ${query.q ?? ''}) DESC, c.popularity DESC, c.id`;
    case 'popular':
      return sql`c.popularity DESC, c.created_at DESC, c.id`;
    case 'price-asc':
      return sql`${effectivePrice} ASC, c.created_at DESC, c.id`;
    case 'price-desc':
      return sql`${effectivePrice} DESC, c.created_at DESC, c.id`;
    default:
      return sql`c.created_at DESC, c.id`;
  }
}

type Row = Omit<CharacterCard, 'hasPreview'> & { hasPreview: boolean; total: string | number };

export async function searchCharacters(db: Database, query: CatalogueQuery): Promise<SearchResult> {
  const offset = (query.page - 1) * PAGE_SIZE;
  const found = await rows<Row>(
    db,
    sql`SELECT c.id, c.slug, c.kind, c.title, t.name AS "typeName", t.slug AS "typeSlug", c.formats,
          c.price_type AS "priceType", c.price_standard AS "priceStandard", c.price_extended AS "priceExtended",
          c.discount_percent AS "discountPercent", (c.preview_key IS NOT NULL) AS "hasPreview", count(*) OVER () AS total
        FROM characters c JOIN character_types t ON t.id = c.type_id
        WHERE ${sql.join(conditions(query), sql` AND `)}
        ORDER BY ${ordering(query)}
        LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
  );
  const total = found[0] ? Number(found[0].total) : await countOnly(db, query, offset);
  const items = found.map(({ total: _total, ...card }) => card);
  return { items, total, page: query.page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** A page past the end returns no rows (and so no window count): count separately for the pager. */
async function countOnly(db: Database, query: CatalogueQuery, offset: number): Promise<number> {
  if (offset === 0) return 0;
  const [row] = await rows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM characters c JOIN character_types t ON t.id = c.type_id WHERE ${sql.join(conditions(query), sql` AND `)}`,
  );
  return Number(row?.n ?? 0);
}

export type Facets = { types: { slug: string; name: string }[]; tags: string[] };

/** What the filter panel offers: every type and the most used tags. */
export async function catalogueFacets(db: Database): Promise<Facets> {
  const types = await rows<{ slug: string; name: string }>(db, sql`SELECT slug, name FROM character_types ORDER BY position, name`);
  const tags = await rows<{ tag: string }>(
    db,
    sql`SELECT tag FROM (SELECT unnest(tags) AS tag FROM characters WHERE status = 'published' LIMIT 20000) x
        GROUP BY tag ORDER BY count(*) DESC, tag LIMIT 24`,
  );
  return { types, tags: tags.map((t) => t.tag) };
}
