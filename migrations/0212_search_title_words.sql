-- Title words alone, for suggestions as a shopper types: a prefix that only a tag or description has
-- ("spa" → space) is then ruled out by the index instead of by reading every popular character.
ALTER TABLE characters ADD COLUMN IF NOT EXISTS title_words tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', toonmart_norm(title))) STORED;
CREATE INDEX IF NOT EXISTS characters_title_words_idx ON characters USING gin (title_words);
