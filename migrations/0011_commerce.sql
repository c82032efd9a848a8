-- Money: currency rates, credit ledger, orders, entitlements, downloads, payment events.
CREATE TABLE IF NOT EXISTS currency_rates (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
  name text NOT NULL,
  -- Units of this currency per 1 USD.
  rate numeric(18, 6) NOT NULL CHECK (rate > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The balance is a cache of the ledger, kept in the same transaction; the CHECK makes a negative balance impossible.
CREATE TABLE IF NOT EXISTS credit_accounts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('characters', 'credits')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
  idempotency_key text NOT NULL,
  total_credits integer NOT NULL DEFAULT 0 CHECK (total_credits >= 0),
  total_cents integer NOT NULL DEFAULT 0 CHECK (total_cents >= 0),
  provider text,
  provider_ref text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS orders_user_idx ON orders (user_id, created_at DESC);

CREATE TABLE IF NOT EXISTS credit_ledger (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  delta integer NOT NULL,
  reason text NOT NULL,
  order_id uuid REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One debit and one credit at most per order and reason: a repeated request cannot spend twice.
CREATE UNIQUE INDEX IF NOT EXISTS credit_ledger_order_reason_key ON credit_ledger (order_id, reason) WHERE order_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS order_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  character_id uuid REFERENCES characters (id),
  plan text CHECK (plan IN ('standard', 'extended')),
  pack text,
  title text NOT NULL,
  credits integer NOT NULL DEFAULT 0,
  cents integer NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS order_lines_order_idx ON order_lines (order_id);

CREATE TABLE IF NOT EXISTS entitlements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  character_id uuid NOT NULL REFERENCES characters (id),
  plan text NOT NULL CHECK (plan IN ('standard', 'extended')),
  order_id uuid REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, character_id, plan)
);

CREATE TABLE IF NOT EXISTS downloads (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES character_files (id) ON DELETE CASCADE,
  character_id uuid NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS downloads_user_idx ON downloads (user_id, created_at DESC);

-- Webhook events already handled, so a replayed event fulfils nothing twice.
CREATE TABLE IF NOT EXISTS payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
