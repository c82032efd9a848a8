-- Whether an image file has see-through pixels, read from the file itself at upload (or when the
-- store draws it): NULL for formats that are not pictures and for files stored before this was read.
-- Pages show "transparent background" only from this column, never from the format's name.
ALTER TABLE character_files ADD COLUMN IF NOT EXISTS transparent boolean;
ALTER TABLE character_pending_files ADD COLUMN IF NOT EXISTS transparent boolean;
