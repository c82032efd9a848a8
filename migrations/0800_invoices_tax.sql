-- Invoices a business can file (issue 30, item 5; ADR 0230).

-- The buyer's tax profile: who the invoice is made out to and the billing country that is one piece of
-- the location evidence for VAT. One row per account, written from the account page.
CREATE TABLE IF NOT EXISTS tax_profiles (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  company_name text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  country text,
  vat_number text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An order's tax, decided before payment and kept with it: total_cents now includes tax_cents (the
-- provider charges the total), the rate in basis points, the rule (none, eu-vat, gb-vat, reverse-charge,
-- gb-reverse-charge), the country taxed, the evidence, and the buyer's details as they were when the
-- order was placed (an invoice never changes when the profile does).
ALTER TABLE orders ADD COLUMN IF NOT EXISTS tax_cents integer NOT NULL DEFAULT 0 CHECK (tax_cents >= 0);
ALTER TABLE orders ADD COLUMN IF NOT EXISTS tax_rate_bp integer NOT NULL DEFAULT 0 CHECK (tax_rate_bp >= 0);
ALTER TABLE orders ADD COLUMN IF NOT EXISTS tax_rule text NOT NULL DEFAULT 'none';
ALTER TABLE orders ADD COLUMN IF NOT EXISTS tax_country text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS tax_evidence text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS billing jsonb;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS invoice_number text UNIQUE;

-- Gapless numbers per kind and calendar year (UTC): the counter row is taken with the row lock of
-- INSERT ... ON CONFLICT DO UPDATE, held to the end of the transaction, so concurrent payments wait
-- for each other and a rolled-back payment gives its number back.
CREATE TABLE IF NOT EXISTS document_counters (
  kind text NOT NULL,
  year integer NOT NULL,
  last integer NOT NULL,
  PRIMARY KEY (kind, year)
);

CREATE OR REPLACE FUNCTION toonmart_next_document_number(p_kind text, p_at timestamptz) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  y integer := extract(year FROM (p_at AT TIME ZONE 'UTC'))::integer;
  n integer;
BEGIN
  INSERT INTO document_counters (kind, year, last) VALUES (p_kind, y, 1)
  ON CONFLICT (kind, year) DO UPDATE SET last = document_counters.last + 1
  RETURNING last INTO n;
  RETURN p_kind || '-' || y::text || '-' || lpad(n::text, 6, '0');
END
$$;

-- The invoice number is allocated by the statement that marks the order paid, whichever path does it
-- (card settlement, a cart paid in credits, a custom job, the seed): in the same transaction, always.
CREATE OR REPLACE FUNCTION toonmart_invoice_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' AND NEW.invoice_number IS NULL THEN
    NEW.invoice_number := toonmart_next_document_number('INV', COALESCE(NEW.paid_at, now()));
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS orders_invoice_number ON orders;
CREATE TRIGGER orders_invoice_number BEFORE INSERT OR UPDATE OF status ON orders FOR EACH ROW EXECUTE FUNCTION toonmart_invoice_number();

-- Orders paid before this migration: numbered in the order they were paid, year by year.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id, paid_at FROM orders WHERE status IN ('paid', 'refunded') AND invoice_number IS NULL ORDER BY COALESCE(paid_at, created_at), number LOOP
    UPDATE orders SET invoice_number = toonmart_next_document_number('INV', COALESCE(r.paid_at, now())) WHERE id = r.id;
  END LOOP;
END
$$;

-- A credit note for every refund (the whole order, or lines of it): what went back, net and tax,
-- against the invoice it corrects. Numbered CN-YYYY-NNNNNN by the same counters, at insert.
CREATE TABLE IF NOT EXISTS credit_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE DEFAULT '',
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  invoice_number text NOT NULL,
  net_cents integer NOT NULL CHECK (net_cents >= 0),
  tax_cents integer NOT NULL CHECK (tax_cents >= 0),
  credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
  lines jsonb NOT NULL DEFAULT '[]',
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS credit_notes_order_idx ON credit_notes (order_id);

CREATE OR REPLACE FUNCTION toonmart_credit_note_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.number IS NULL OR NEW.number = '' THEN
    NEW.number := toonmart_next_document_number('CN', NEW.created_at);
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS credit_notes_number ON credit_notes;
CREATE TRIGGER credit_notes_number BEFORE INSERT ON credit_notes FOR EACH ROW EXECUTE FUNCTION toonmart_credit_note_number();
