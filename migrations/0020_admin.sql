-- Admin dashboard and file storage (issue 6): uploaded files, audit log, tutorials, social links, customize levels.
CREATE TABLE IF NOT EXISTS stored_files (
  key text PRIMARY KEY,
  kind text NOT NULL,
  private boolean NOT NULL DEFAULT false,
  name text NOT NULL DEFAULT '',
  size bigint NOT NULL,
  content_type text NOT NULL,
  width integer,
  height integer,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS audit_log (
  id bigserial PRIMARY KEY,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_email text NOT NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  summary text NOT NULL DEFAULT '',
  changes jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS audit_log_created_idx ON audit_log (created_at DESC);
CREATE INDEX IF NOT EXISTS audit_log_entity_idx ON audit_log (entity, entity_id);

CREATE TABLE IF NOT EXISTS tutorials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  video_key text REFERENCES stored_files (key),
  thumbnail_key text REFERENCES stored_files (key),
  published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS tutorials_published_idx ON tutorials (published, published_at DESC);

CREATE TABLE IF NOT EXISTS social_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  url text NOT NULL,
  icon_key text REFERENCES stored_files (key),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS customize_levels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  turnaround_days integer NOT NULL CHECK (turnaround_days > 0),
  correction_rounds integer NOT NULL DEFAULT 2 CHECK (correction_rounds >= 0),
  formats text[] NOT NULL DEFAULT '{}',
  image_key text REFERENCES stored_files (key),
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
