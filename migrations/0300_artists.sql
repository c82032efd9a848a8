-- Artists sell their own characters (issue 19): who made a character, its review, artist profiles.
-- Shared with the royalties work: characters.artist_id is the one ownership column.
ALTER TABLE characters ADD COLUMN IF NOT EXISTS artist_id uuid NULL REFERENCES users (id);
CREATE INDEX IF NOT EXISTS characters_artist_idx ON characters (artist_id);

-- The review state of a character an artist submitted; admins' own characters have no row.
-- `version` grows with every change of state: a decision names the version it read, so two
-- admins deciding at once cannot both win (the second matches no row: a 409).
CREATE TABLE IF NOT EXISTS character_submissions (
  character_id uuid PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  artist_id uuid NOT NULL REFERENCES users (id),
  state text NOT NULL DEFAULT 'draft'
    CHECK (state IN ('draft', 'in_review', 'changes_requested', 'approved', 'rejected', 'unpublished')),
  version integer NOT NULL DEFAULT 1,
  -- Edits of a published character waiting for review (the form's fields); the live row stays on sale.
  pending jsonb,
  -- The reviewer's notes by field (title, description, files, previews, pricing…), and reasons of a rejection.
  notes jsonb NOT NULL DEFAULT '{}',
  submitted_at timestamptz,
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS character_submissions_queue_idx ON character_submissions (state, submitted_at);
CREATE INDEX IF NOT EXISTS character_submissions_artist_idx ON character_submissions (artist_id);

-- Every review decision, kept for the artist's stats and history (the audit log says who, this says what).
CREATE TABLE IF NOT EXISTS review_decisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  character_id uuid NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  artist_id uuid NOT NULL REFERENCES users (id),
  reviewer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  decision text NOT NULL CHECK (decision IN ('approve', 'request_changes', 'reject')),
  notes jsonb NOT NULL DEFAULT '{}',
  checklist jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS review_decisions_artist_idx ON review_decisions (artist_id, created_at);

-- The public face of an artist at /artists/{slug}.
CREATE TABLE IF NOT EXISTS artist_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  slug text NOT NULL UNIQUE,
  display_name text NOT NULL,
  bio text NOT NULL DEFAULT '',
  links text[] NOT NULL DEFAULT '{}',
  avatar_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
