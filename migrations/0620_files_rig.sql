-- Files ready to animate (issue 32, docs/decisions/0150-rigged-character-files.md): two more download
-- formats drawn from the rigged character (SVG with one named group per part and its pivot; WebM with
-- a transparent background) and several files of one format per character (a PNG per pose), told
-- apart by `variant` ('' for the main file, e.g. 'three-quarter', 'expressions').
ALTER TABLE character_files DROP CONSTRAINT IF EXISTS character_files_format_check;
ALTER TABLE character_files ADD CONSTRAINT character_files_format_check CHECK (format IN ('EPS', 'AI', 'MP4', 'PNG', 'FLA', 'SVG', 'WEBM'));
ALTER TABLE character_files ADD COLUMN IF NOT EXISTS variant text NOT NULL DEFAULT '';

ALTER TABLE character_pending_files DROP CONSTRAINT IF EXISTS character_pending_files_format_check;
ALTER TABLE character_pending_files ADD CONSTRAINT character_pending_files_format_check CHECK (format IN ('EPS', 'AI', 'MP4', 'PNG', 'FLA', 'SVG', 'WEBM'));
ALTER TABLE character_pending_files ADD COLUMN IF NOT EXISTS variant text NOT NULL DEFAULT '';

ALTER TABLE characters DROP CONSTRAINT IF EXISTS characters_formats_check;
ALTER TABLE characters ADD CONSTRAINT characters_formats_check CHECK (formats <@ ARRAY['EPS', 'AI', 'MP4', 'PNG', 'FLA', 'SVG', 'WEBM']::text[]);

-- Characters drawn by the store's builder offer the rig as SVG beside their vector files, and the
-- transparent WebM beside their MP4 (uploaded characters keep the formats of the files they have).
UPDATE characters SET formats = array_append(formats, 'SVG')
  WHERE id IN (SELECT character_id FROM character_art) AND ('EPS' = ANY (formats) OR 'AI' = ANY (formats)) AND NOT ('SVG' = ANY (formats));
UPDATE characters SET formats = array_append(formats, 'WEBM')
  WHERE id IN (SELECT character_id FROM character_art) AND 'MP4' = ANY (formats) AND NOT ('WEBM' = ANY (formats));
