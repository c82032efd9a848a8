-- Custom jobs paid by card go through the payment provider like credit packs: an
-- `orders` row of kind 'job' names the job (one per job), the provider's payment id
-- (Stripe PaymentIntent) is kept at fulfilment for refunds, and a rejection records
-- one refund per order in payment_refunds.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_kind_check;
ALTER TABLE orders ADD CONSTRAINT orders_kind_check CHECK (kind IN ('characters', 'credits', 'job'));
ALTER TABLE orders ADD COLUMN IF NOT EXISTS job_id uuid REFERENCES custom_jobs (id) ON DELETE SET NULL;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS provider_payment text;
CREATE UNIQUE INDEX IF NOT EXISTS orders_job_key ON orders (job_id) WHERE job_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS payment_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_ref text,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  status text NOT NULL CHECK (status IN ('requested', 'succeeded')),
  created_at timestamptz NOT NULL DEFAULT now()
);
