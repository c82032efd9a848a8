-- Media derived from a character's art: what a buyer's file is (dimensions, duration), the
-- watermarked gallery a shopper sees, and the art the files are drawn from.
ALTER TABLE character_files ADD COLUMN IF NOT EXISTS width integer;
ALTER TABLE character_files ADD COLUMN IF NOT EXISTS height integer;
ALTER TABLE character_files ADD COLUMN IF NOT EXISTS duration_ms integer;

-- The vector source of a drawn (seeded) character: its art, or its members' art for a set.
-- Characters without a row were uploaded: their previews are derived from the uploaded image.
CREATE TABLE IF NOT EXISTS character_art (
  character_id uuid PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  source jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Gallery entries, in page order: watermarked view images ('view'), the watermarked clip ('clip')
-- and the clean card picture ('thumb'), which characters.preview_key points to unless an admin replaced it.
CREATE TABLE IF NOT EXISTS character_media (
  character_id uuid NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('view', 'clip', 'thumb')),
  position integer NOT NULL,
  label text NOT NULL,
  storage_key text NOT NULL,
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  PRIMARY KEY (character_id, kind, position)
);
