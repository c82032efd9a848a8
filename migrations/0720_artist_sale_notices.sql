-- Whether an artist hears about each sale of their characters: a mail, a push to their devices.
-- No row means the defaults (both on); the artist changes them in their area (/contributor/profile).
CREATE TABLE IF NOT EXISTS artist_sale_notices (
  artist_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mail boolean NOT NULL DEFAULT true,
  push boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
