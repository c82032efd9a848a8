-- Verified reviews (issue 20): one per buyer per character, plain text, moderated by admins;
-- the character's artist (its owner) may answer each review once; signed-in users report abuse once per review.
CREATE TABLE IF NOT EXISTS reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  character_id uuid NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 120),
  body text NOT NULL CHECK (char_length(body) BETWEEN 10 AND 2000),
  hidden_at timestamptz,
  hidden_reason text,
  reply text CHECK (reply IS NULL OR char_length(reply) BETWEEN 2 AND 2000),
  reply_by uuid REFERENCES users (id) ON DELETE SET NULL,
  replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reviews_one_per_buyer UNIQUE (character_id, user_id)
);
CREATE INDEX IF NOT EXISTS reviews_visible_idx ON reviews (character_id, created_at DESC) WHERE hidden_at IS NULL;

CREATE TABLE IF NOT EXISTS review_reports (
  review_id uuid NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL DEFAULT '' CHECK (char_length(reason) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
