-- Colour words a shopper can search for ("orange", "navy"): worked out from a drawn character's palette
-- (src/lib/art/colour-words.ts) and stated by artists and admins in the character form.
ALTER TABLE characters ADD COLUMN IF NOT EXISTS colours text[] NOT NULL DEFAULT '{}';

-- The builder's parts of a drawn character (plan:hero, head:fox, hat:chef, outfit:cape, prop:shield), for
-- similar characters. Null until worked out from the art (at start-up for rows recorded before this column).
ALTER TABLE character_art ADD COLUMN IF NOT EXISTS parts text[];
CREATE INDEX IF NOT EXISTS character_art_parts_idx ON character_art USING gin (parts);

-- The search words gain the colours, weighted like tags (C). A generated column's expression cannot be
-- changed in place before PostgreSQL 17, so it is made again (with its index).
ALTER TABLE characters DROP COLUMN IF EXISTS search_words;
ALTER TABLE characters ADD COLUMN search_words tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', toonmart_norm(title)), 'A') ||
  setweight(to_tsvector('simple', toonmart_norm(toonmart_tags_text(tags) || ' ' || toonmart_tags_text(colours))), 'C') ||
  setweight(to_tsvector('simple', toonmart_norm(description)), 'D')
) STORED;
CREATE INDEX IF NOT EXISTS characters_search_words_idx ON characters USING gin (search_words);
