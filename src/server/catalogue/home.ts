import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { cachedRead } from '#/server/db/read-cache.ts';
import { rows } from '#/server/db/rows.ts';
import type { CharacterCard } from './search.ts';
import { artistColumn } from './card.ts';

export type HomeType = { slug: string; name: string; hasImage: boolean; count: number };
export type HomeShelves = {
  counts: { characters: number; sets: number; free: number; types: number };
  featured: CharacterCard[];
  newArrivals: CharacterCard[];
  /** `byOrders`: ranked by paid orders; false when nothing was sold yet and the shelf shows the most popular instead. */
  bestSellers: { items: CharacterCard[]; byOrders: boolean };
  free: CharacterCard[];
  sets: CharacterCard[];
  types: HomeType[];
};

const CARD = sql`c.id, c.slug, c.kind, c.title, t.name AS "typeName", t.slug AS "typeSlug", c.formats,
  c.price_type AS "priceType", c.price_standard AS "priceStandard", c.price_extended AS "priceExtended",
  c.discount_percent AS "discountPercent", (c.preview_key IS NOT NULL) AS "hasPreview", ${artistColumn('c')}`;

function shelf(db: Database, where: SQL, order: SQL, limit: number): Promise<CharacterCard[]> {
  return rows<CharacterCard>(
    db,
    sql`SELECT ${CARD} FROM characters c JOIN character_types t ON t.id = c.type_id
        WHERE c.status = 'published' AND ${where} ORDER BY ${order} LIMIT ${limit}`,
  );
}

/** The most popular paid character of each type: a first look at the whole range, not eight bears. */
function featuredCharacters(db: Database, limit: number): Promise<CharacterCard[]> {
  return rows<CharacterCard>(
    db,
    sql`SELECT * FROM (SELECT DISTINCT ON (c.type_id) ${CARD}, c.popularity FROM characters c JOIN character_types t ON t.id = c.type_id
          WHERE c.status = 'published' AND c.kind = 'graphi' AND c.price_type <> 'free' ORDER BY c.type_id, c.popularity DESC) x
        ORDER BY x.popularity DESC LIMIT ${limit}`,
  ).then((found) => found.map(({ popularity: _p, ...card }: CharacterCard & { popularity?: number }) => card));
}

/** Characters by the number of paid orders that bought them (a set counts as itself, not its members). */
function bestSelling(db: Database, limit: number): Promise<CharacterCard[]> {
  return rows<CharacterCard>(
    db,
    sql`SELECT ${CARD} FROM (
          SELECT l.character_id, count(DISTINCT o.id) AS sold FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.status = 'paid' AND l.character_id IS NOT NULL GROUP BY l.character_id) s
        JOIN characters c ON c.id = s.character_id AND c.status = 'published' JOIN character_types t ON t.id = c.type_id
        ORDER BY s.sold DESC, c.popularity DESC LIMIT ${limit}`,
  );
}

async function counts(db: Database): Promise<HomeShelves['counts']> {
  const [row] = await rows<Record<keyof HomeShelves['counts'], string | number>>(
    db,
    sql`SELECT count(*) FILTER (WHERE kind = 'graphi') AS characters, count(*) FILTER (WHERE kind = 'graphiSet') AS sets,
          count(*) FILTER (WHERE price_type = 'free') AS free, (SELECT count(*) FROM character_types) AS types
        FROM characters WHERE status = 'published'`,
  );
  return { characters: Number(row?.characters ?? 0), sets: Number(row?.sets ?? 0), free: Number(row?.free ?? 0), types: Number(row?.types ?? 0) };
}

async function types(db: Database): Promise<HomeType[]> {
  const found = await rows<HomeType & { count: string | number }>(
    db,
    sql`SELECT t.slug, t.name, (t.image_key IS NOT NULL) AS "hasImage",
          (SELECT count(*) FROM characters c WHERE c.type_id = t.id AND c.status = 'published') AS count
        FROM character_types t ORDER BY t.position, t.name`,
  );
  return found.map((t) => ({ ...t, count: Number(t.count) }));
}

async function loadShelves(db: Database): Promise<HomeShelves> {
  const popular = sql`c.popularity DESC, c.id`;
  const [count, featured, newArrivals, sold, free, sets, typeList] = await Promise.all([
    counts(db),
    featuredCharacters(db, 10),
    shelf(db, sql`true`, sql`c.created_at DESC, c.id`, 5),
    bestSelling(db, 5),
    shelf(db, sql`c.price_type = 'free'`, popular, 5),
    shelf(db, sql`c.kind = 'graphiSet'`, popular, 4),
    types(db),
  ]);
  const bestSellers = sold.length ? { items: sold, byOrders: true } : { items: await shelf(db, sql`true`, popular, 5), byOrders: false };
  return { counts: count, featured, newArrivals, bestSellers, free, sets, types: typeList };
}

/** Everything the home page shows, from the database; the same for every visitor, so memoised briefly. */
export function homeShelves(db: Database): Promise<HomeShelves> {
  return cachedRead(db, 'home-shelves', () => loadShelves(db));
}
