-- Tutorials area (issue 21): a level for the index cards, the file formats a tutorial teaches (character pages
-- link the tutorials for the formats they offer) and a WebVTT caption track beside the video.
ALTER TABLE tutorials ADD COLUMN IF NOT EXISTS level text NOT NULL DEFAULT 'beginner';
ALTER TABLE tutorials ADD COLUMN IF NOT EXISTS formats text[] NOT NULL DEFAULT '{}';
ALTER TABLE tutorials ADD COLUMN IF NOT EXISTS captions_key text REFERENCES stored_files (key);
DO $$ BEGIN
  ALTER TABLE tutorials ADD CONSTRAINT tutorials_level_check CHECK (level IN ('beginner', 'intermediate', 'advanced'));
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
