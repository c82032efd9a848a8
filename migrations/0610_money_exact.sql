-- What a coupon took off each line (the order keeps the totals): the charge sent to the payment provider
-- and the artist's royalty are both worked out from the line amounts after every discount.
ALTER TABLE order_lines ADD COLUMN IF NOT EXISTS discount_cents integer NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN IF NOT EXISTS discount_credits integer NOT NULL DEFAULT 0;

-- An idempotency key is bound to the request that first used it: a digest of that request's body.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS request_hash text;
-- What the store asked the provider to charge (the sum of the lines it sent), and what the provider reported
-- it captured (the order currency's minor unit): both equal the order's total; refunds never exceed the capture.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS charged_cents integer;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS captured_cents integer;
-- An unpaid order is given up at this time (coupon use and held credits released); null: it never expires.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS expires_at timestamptz;
CREATE INDEX IF NOT EXISTS orders_pending_expiry_idx ON orders (expires_at) WHERE status = 'pending';

-- Money the provider reported that the store did not accept as payment of its order: an amount, currency or
-- session that does not match, a second payment of a paid order, or a payment of an order already given up.
-- Each is refunded at once (refund_status), never fulfilled, and kept here for staff to see.
CREATE TABLE IF NOT EXISTS payment_flags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider text NOT NULL,
  event_id text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('mismatch', 'duplicate', 'late')),
  detail text NOT NULL,
  payment text,
  amount_cents integer NOT NULL,
  currency text NOT NULL,
  refund_ref text,
  refund_status text NOT NULL CHECK (refund_status IN ('requested', 'succeeded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, event_id)
);
