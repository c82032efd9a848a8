-- Coupons restricted to artists (issue 20): a coupon may apply only to the characters of some
-- contributors. A line's artist is the character's artist_id (submitted by an artist), else its
-- owner_id (made by staff for a contributor); empty means every artist, like the other restrictions.
ALTER TABLE coupons ADD COLUMN IF NOT EXISTS artist_ids uuid[] NOT NULL DEFAULT '{}';
