-- Search words: lowercase ASCII words with plurals folded to one form ("superheroes" and "superhero" agree,
-- "animal" and "animated" stay apart, which the English stemmer merges). The same rules live in
-- src/server/catalogue/search-words.ts for query words; a database test checks both agree.
CREATE OR REPLACE FUNCTION toonmart_word(w text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(r) > 2 AND r LIKE '%y' THEN left(r, -1) || 'ie' ELSE r END
  FROM (SELECT CASE
    WHEN w IN ('children', 'men', 'women', 'people', 'mice', 'geese', 'feet', 'teeth', 'elves', 'wolves', 'knives', 'leaves',
               'halves', 'shelves', 'lives', 'wives', 'thieves', 'scarves', 'shoes', 'canoes', 'buses', 'dwarves', 'loaves')
      THEN (ARRAY['child', 'man', 'woman', 'person', 'mouse', 'goose', 'foot', 'tooth', 'elf', 'wolf', 'knife', 'leaf',
                  'half', 'shelf', 'life', 'wife', 'thief', 'scarf', 'shoe', 'canoe', 'bus', 'dwarf', 'loaf'])[
        array_position(ARRAY['children', 'men', 'women', 'people', 'mice', 'geese', 'feet', 'teeth', 'elves', 'wolves', 'knives', 'leaves',
                             'halves', 'shelves', 'lives', 'wives', 'thieves', 'scarves', 'shoes', 'canoes', 'buses', 'dwarves', 'loaves'], w)]
    WHEN length(w) > 4 AND w ~ '(x|z|ch|sh|ss|o)es$' THEN left(w, -2)
    WHEN length(w) > 3 AND w ~ 's$' AND w !~ '(ss|us|is)$' THEN left(w, -1)
    ELSE w END AS r) x
$$;

CREATE OR REPLACE FUNCTION toonmart_norm(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(toonmart_word(w), ' ' ORDER BY n), '')
  FROM regexp_split_to_table(lower(coalesce(t, '')), '[^a-z0-9]+') WITH ORDINALITY AS s(w, n)
  WHERE w <> ''
$$;

-- Title A, tags C, description D; the type name (B) and the names of the sets a character belongs to (C)
-- are joined in at query time (src/server/catalogue/search.ts), as a generated column cannot read other tables.
ALTER TABLE characters ADD COLUMN IF NOT EXISTS search_words tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', toonmart_norm(title)), 'A') ||
  setweight(to_tsvector('simple', toonmart_norm(toonmart_tags_text(tags))), 'C') ||
  setweight(to_tsvector('simple', toonmart_norm(description)), 'D')
) STORED;
CREATE INDEX IF NOT EXISTS characters_search_words_idx ON characters USING gin (search_words);
