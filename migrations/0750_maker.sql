-- The character maker. A shopper's saved designs ("My designs"): one row per design and account,
-- the same design saved twice is one row. A design bought becomes one catalogue character (a draft:
-- never listed), found again by the design's hash, so every buyer of a design holds the same files
-- and a buyer who buys it again already owns it. A custom order can carry the design as its brief.
CREATE TABLE IF NOT EXISTS maker_designs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  design jsonb NOT NULL,
  hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT maker_designs_user_hash UNIQUE (user_id, hash)
);

CREATE TABLE IF NOT EXISTS maker_characters (
  hash text PRIMARY KEY,
  character_id uuid NOT NULL UNIQUE REFERENCES characters(id) ON DELETE CASCADE,
  design jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE custom_jobs ADD COLUMN IF NOT EXISTS maker_design jsonb;
