-- Web push (issue 8): one row per browser push token (Firebase Cloud Messaging registration).
-- Anonymous tokens (user_id NULL) receive announcements; a signed-in user's tokens also receive their notifications.
CREATE TABLE IF NOT EXISTS push_tokens (
  token text PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS push_tokens_user_id_idx ON push_tokens (user_id, last_seen_at DESC);
CREATE INDEX IF NOT EXISTS push_tokens_last_seen_idx ON push_tokens (last_seen_at);
