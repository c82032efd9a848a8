-- Emailed links that lift a sign-in lockout for one account from one address (hash only).
CREATE TABLE IF NOT EXISTS unlock_tokens (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
