-- Catalogue: character types, characters (single or set), set members and downloadable files.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- array_to_string is only STABLE; tags are plain text so this wrapper may be IMMUTABLE for the generated column.
CREATE OR REPLACE FUNCTION toonmart_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$;

CREATE TABLE IF NOT EXISTS character_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  image_key text,
  video_key text,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS characters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('graphi', 'graphiSet')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  type_id uuid NOT NULL REFERENCES character_types (id),
  tags text[] NOT NULL DEFAULT '{}',
  formats text[] NOT NULL DEFAULT '{}' CHECK (formats <@ ARRAY['EPS', 'AI', 'MP4', 'PNG', 'FLA']::text[]),
  price_type text NOT NULL CHECK (price_type IN ('credits', 'currency', 'free')),
  -- Credits, or USD cents when price_type = 'currency'; 0 for free characters.
  price_standard integer NOT NULL DEFAULT 0 CHECK (price_standard >= 0),
  price_extended integer NOT NULL DEFAULT 0 CHECK (price_extended >= 0),
  discount_percent integer CHECK (discount_percent IN (5, 10, 15, 20, 25, 30)),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
  preview_key text,
  video_key text,
  popularity integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Standard plan price after discount in dollars (a credit counts as a dollar): price filters and sorting use its index.
  sort_price numeric(12, 2) GENERATED ALWAYS AS (CASE price_type WHEN 'free' THEN 0
    WHEN 'credits' THEN price_standard * (100 - coalesce(discount_percent, 0)) / 100.0
    ELSE price_standard * (100 - coalesce(discount_percent, 0)) / 10000.0 END) STORED,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', toonmart_tags_text(tags)), 'B') ||
    setweight(to_tsvector('english', description), 'C')
  ) STORED
);
CREATE INDEX IF NOT EXISTS characters_search_idx ON characters USING gin (search);
CREATE INDEX IF NOT EXISTS characters_title_trgm_idx ON characters USING gin (title gin_trgm_ops);
CREATE INDEX IF NOT EXISTS characters_tags_idx ON characters USING gin (tags);
CREATE INDEX IF NOT EXISTS characters_listing_idx ON characters (status, created_at DESC, id);
CREATE INDEX IF NOT EXISTS characters_price_idx ON characters (status, sort_price, created_at DESC);
CREATE INDEX IF NOT EXISTS characters_popular_idx ON characters (status, popularity DESC, created_at DESC);
CREATE INDEX IF NOT EXISTS characters_type_idx ON characters (type_id);

CREATE TABLE IF NOT EXISTS character_set_members (
  set_id uuid NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  character_id uuid NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (set_id, character_id)
);

CREATE TABLE IF NOT EXISTS character_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  character_id uuid NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  format text NOT NULL CHECK (format IN ('EPS', 'AI', 'MP4', 'PNG', 'FLA')),
  file_name text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  checksum text NOT NULL,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS character_files_character_idx ON character_files (character_id);
