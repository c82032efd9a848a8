-- One certificate per licence: a catalogue licence (entitlement) or a completed custom character.
-- The token is the public verification address (unguessable; anyone holding it may check the
-- licence). What the certificate names is kept here too, so that once a refund or staff revoke the
-- licence (the entitlement row is deleted, entitlement_id becomes NULL) the public page can still
-- say which licence it was and that it is no longer valid. The buyer may name the client or
-- project the licence is used for; it prints on the certificate.
CREATE TABLE IF NOT EXISTS licence_certificates (
  token text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  entitlement_id uuid UNIQUE REFERENCES entitlements(id) ON DELETE SET NULL,
  job_id uuid UNIQUE REFERENCES custom_jobs(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('character', 'set', 'custom')),
  title text NOT NULL,
  plan text NOT NULL CHECK (plan IN ('standard', 'extended')),
  order_number bigint,
  issued_at timestamptz NOT NULL,
  project_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS licence_certificates_user_idx ON licence_certificates (user_id);
