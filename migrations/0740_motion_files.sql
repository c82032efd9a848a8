-- Files for the web and for games, made from the rigged character's animations: LOTTIE (a Lottie
-- JSON per animation and a dotLottie holding them all) and SPRITES (a sprite sheet PNG and its JSON
-- per animation). Files waiting for review keep their own list: artists do not upload these.
ALTER TABLE character_files DROP CONSTRAINT IF EXISTS character_files_format_check;
ALTER TABLE character_files ADD CONSTRAINT character_files_format_check CHECK (format IN ('EPS', 'AI', 'MP4', 'PNG', 'FLA', 'SVG', 'WEBM', 'LOTTIE', 'SPRITES'));

ALTER TABLE characters DROP CONSTRAINT IF EXISTS characters_formats_check;
ALTER TABLE characters ADD CONSTRAINT characters_formats_check CHECK (formats <@ ARRAY['EPS', 'AI', 'MP4', 'PNG', 'FLA', 'SVG', 'WEBM', 'LOTTIE', 'SPRITES']::text[]);

-- Characters drawn by the store's builder that are sold animated (an MP4 or an FLA) offer both.
UPDATE characters SET formats = array_append(formats, 'LOTTIE')
  WHERE id IN (SELECT character_id FROM character_art) AND ('MP4' = ANY (formats) OR 'FLA' = ANY (formats)) AND NOT ('LOTTIE' = ANY (formats));
UPDATE characters SET formats = array_append(formats, 'SPRITES')
  WHERE id IN (SELECT character_id FROM character_art) AND ('MP4' = ANY (formats) OR 'FLA' = ANY (formats)) AND NOT ('SPRITES' = ANY (formats));

-- The character page plays a watermarked Lottie of the reel where it played the preview clip (the
-- clip stays as the fallback): a media row of its own kind.
ALTER TABLE character_media DROP CONSTRAINT IF EXISTS character_media_kind_check;
ALTER TABLE character_media ADD CONSTRAINT character_media_kind_check CHECK (kind IN ('view', 'clip', 'thumb', 'lottie'));
