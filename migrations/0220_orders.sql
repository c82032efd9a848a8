-- Orders as the one record of every payment: a readable number, a failed and a
-- refunded state, and lines that say what they are (a character licence, a credit
-- pack, a custom job) and in which unit they were priced (USD cents or credits).
CREATE SEQUENCE IF NOT EXISTS order_number_seq START WITH 1001;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS number bigint NOT NULL DEFAULT nextval('order_number_seq');
CREATE UNIQUE INDEX IF NOT EXISTS orders_number_key ON orders (number);
ALTER TABLE orders ADD COLUMN IF NOT EXISTS failed_at timestamptz;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS failure text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS refunded_at timestamptz;
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'cancelled', 'failed', 'refunded'));
-- The provider's reference (Stripe Checkout Session) finds the order of an event that carries no metadata.
CREATE INDEX IF NOT EXISTS orders_provider_ref_idx ON orders (provider_ref) WHERE provider_ref IS NOT NULL;

ALTER TABLE order_lines ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'character';
ALTER TABLE order_lines DROP CONSTRAINT IF EXISTS order_lines_kind_check;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_kind_check CHECK (kind IN ('character', 'pack', 'job'));
ALTER TABLE order_lines ADD COLUMN IF NOT EXISTS currency text NOT NULL DEFAULT 'credits';
ALTER TABLE order_lines DROP CONSTRAINT IF EXISTS order_lines_currency_check;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_currency_check CHECK (currency IN ('credits', 'USD', 'free'));
ALTER TABLE order_lines ADD COLUMN IF NOT EXISTS job_id uuid REFERENCES custom_jobs (id) ON DELETE SET NULL;
-- Lines written before kinds existed: packs and jobs were paid in USD.
UPDATE order_lines SET kind = 'pack', currency = 'USD' WHERE pack IS NOT NULL AND kind = 'character';
UPDATE order_lines ol SET kind = 'job', currency = 'USD', job_id = o.job_id FROM orders o
  WHERE o.id = ol.order_id AND o.kind = 'job' AND ol.kind = 'character';
-- Where the buyer pays a pending order (the provider's page), so a repeated checkout request sends them back to it.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS payment_url text;
