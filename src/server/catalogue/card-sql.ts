import { sql } from 'drizzle-orm';

/** The columns of a `CharacterCard` (card.ts) in raw SQL, over `characters c JOIN character_types t`. */
export const CARD_SQL = sql`c.id, c.slug, c.kind, c.title, t.name AS "typeName", t.slug AS "typeSlug", c.formats,
  c.price_type AS "priceType", c.price_standard AS "priceStandard", c.price_extended AS "priceExtended",
  c.discount_percent AS "discountPercent", (c.preview_key IS NOT NULL) AS "hasPreview"`;
