-- Shoppers come back (issue 20): favourites, and named collections shared by an unguessable link.
CREATE TABLE IF NOT EXISTS favourites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  character_id uuid NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, character_id)
);
CREATE INDEX IF NOT EXISTS favourites_character_idx ON favourites (character_id);

CREATE TABLE IF NOT EXISTS collections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  -- private: only the owner; link: anyone with the token, not indexed; public: as link, and indexable.
  visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'link', 'public')),
  share_token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS collections_user_idx ON collections (user_id, created_at);

CREATE TABLE IF NOT EXISTS collection_items (
  collection_id uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  character_id uuid NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (collection_id, character_id)
);

-- Similar characters rank by co-purchase: order lines by character.
CREATE INDEX IF NOT EXISTS order_lines_character_idx ON order_lines (character_id) WHERE character_id IS NOT NULL;
