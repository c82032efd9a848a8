-- Artists sell their own characters (issue 19): who owns a character, the royalty
-- ledger (append-only; balances are derived from it), per-artist rates with history,
-- the artist's account row (payout details, encrypted; the row payouts lock) and payouts.
ALTER TABLE characters ADD COLUMN IF NOT EXISTS artist_id uuid REFERENCES users(id);
CREATE INDEX IF NOT EXISTS characters_artist_idx ON characters (artist_id) WHERE artist_id IS NOT NULL;

-- A rate applies from effective_from until the next one; none means the default share (50 %).
CREATE TABLE IF NOT EXISTS royalty_rates (
  id bigserial PRIMARY KEY,
  artist_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  percent integer NOT NULL CHECK (percent BETWEEN 0 AND 100),
  effective_from timestamptz NOT NULL DEFAULT now(),
  set_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS royalty_rates_artist_idx ON royalty_rates (artist_id, effective_from DESC);

-- One row per artist: payout requests lock it, so two requests never both spend the same balance.
CREATE TABLE IF NOT EXISTS artist_accounts (
  artist_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- AES-256-GCM of the JSON payout details and tax placeholder (PAYOUT_DETAILS_KEY).
  payout_details text,
  details_updated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  artist_id uuid NOT NULL REFERENCES users(id),
  cents integer NOT NULL CHECK (cents > 0),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'paid', 'rejected', 'failed')),
  provider text,
  provider_ref text,
  note text,
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX IF NOT EXISTS payouts_status_idx ON payouts (status, requested_at);
CREATE INDEX IF NOT EXISTS payouts_artist_idx ON payouts (artist_id, requested_at DESC);

-- Signed amounts in cents: sale/job (+share), refund (−share), payout (−requested), payout_return (+).
-- An entry counts as available from available_at (sales: 14 days after the sale).
CREATE TABLE IF NOT EXISTS royalty_ledger (
  id bigserial PRIMARY KEY,
  artist_id uuid NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('sale', 'refund', 'job', 'payout', 'payout_return')),
  cents integer NOT NULL,
  net_cents integer NOT NULL DEFAULT 0,
  percent integer,
  title text NOT NULL DEFAULT '',
  -- No foreign keys to orders, lines, characters or jobs: removing those must not touch
  -- (or be blocked by) the artist's history; the ids and title are kept as written.
  order_id uuid,
  order_line_id uuid,
  character_id uuid,
  job_id uuid,
  payout_id uuid REFERENCES payouts(id),
  available_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS royalty_ledger_artist_idx ON royalty_ledger (artist_id, created_at);
CREATE INDEX IF NOT EXISTS royalty_ledger_order_idx ON royalty_ledger (order_id) WHERE order_id IS NOT NULL;
-- At most one sale and one reversal per order line, one share per job, one debit and one return per payout.
CREATE UNIQUE INDEX IF NOT EXISTS royalty_ledger_line_once ON royalty_ledger (order_line_id, kind) WHERE order_line_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS royalty_ledger_job_once ON royalty_ledger (job_id, kind) WHERE job_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS royalty_ledger_payout_once ON royalty_ledger (payout_id, kind) WHERE payout_id IS NOT NULL;

-- Append-only: corrections are new entries, never edits.
CREATE OR REPLACE FUNCTION royalty_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'royalty_ledger is append-only (% refused)', TG_OP;
END;
$$;
DROP TRIGGER IF EXISTS royalty_ledger_no_change ON royalty_ledger;
CREATE TRIGGER royalty_ledger_no_change BEFORE UPDATE OR DELETE ON royalty_ledger
  FOR EACH ROW EXECUTE FUNCTION royalty_ledger_append_only();
