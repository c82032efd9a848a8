-- Files and preview media of a published artist character change only through review (issue 19,
-- docs/decisions/0108-pending-files.md): uploads wait here, beside the live files buyers download,
-- and replace them (same format) only when an admin approves the revision; a rejection drops them.
CREATE TABLE IF NOT EXISTS character_pending_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  character_id uuid NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  format text NOT NULL CHECK (format IN ('EPS', 'AI', 'MP4', 'PNG', 'FLA')),
  file_name text NOT NULL,
  size integer NOT NULL,
  checksum text NOT NULL,
  storage_key text NOT NULL,
  width integer,
  height integer,
  duration_ms integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One waiting file per format: a second upload of a format replaces the first.
CREATE UNIQUE INDEX IF NOT EXISTS character_pending_files_format ON character_pending_files (character_id, format);

-- A revision's new preview image or video ({ "previewKey": …, "videoKey": … }), applied on approval.
ALTER TABLE character_submissions ADD COLUMN IF NOT EXISTS pending_media jsonb;
