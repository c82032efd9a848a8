-- Staff announcements: who they were for (audience), how they went out (push, mail, a banner on the
-- site), and how many each channel reached, counted by the job that sent them. The banner shows
-- until banner_until.
CREATE TABLE IF NOT EXISTS announcements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  body text NOT NULL,
  link text,
  audience text NOT NULL,
  channels text[] NOT NULL,
  banner_until timestamptz,
  status text NOT NULL DEFAULT 'sending',
  reach jsonb NOT NULL DEFAULT '{}',
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX IF NOT EXISTS announcements_created_idx ON announcements (created_at DESC);
CREATE INDEX IF NOT EXISTS announcements_banner_idx ON announcements (banner_until);
