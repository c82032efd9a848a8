-- Coupons (issue 20): a code gives a percent or a fixed amount off the money part (USD cents)
-- or the credit part of a cart, within dates, total and per-customer limits, a minimum and
-- optional restrictions. `used` counts live redemptions: taken in the order's transaction with a
-- conditional update (never past max_uses), given back when the order fails or is refunded.
CREATE TABLE IF NOT EXISTS coupons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{3,32}$'),
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  unit text NOT NULL CHECK (unit IN ('money', 'credits')),
  amount integer NOT NULL CHECK (amount > 0 AND (kind <> 'percent' OR amount <= 100)),
  starts_at timestamptz,
  ends_at timestamptz,
  max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
  per_customer integer CHECK (per_customer IS NULL OR per_customer > 0),
  min_total integer NOT NULL DEFAULT 0 CHECK (min_total >= 0),
  character_ids uuid[] NOT NULL DEFAULT '{}',
  type_ids uuid[] NOT NULL DEFAULT '{}',
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  active boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT coupons_used_within_limit CHECK (max_uses IS NULL OR used <= max_uses)
);
CREATE UNIQUE INDEX IF NOT EXISTS coupons_code_key ON coupons (code);

-- One redemption per order; reversed_at set when the order fails or is refunded (the row stays: append-only history).
CREATE TABLE IF NOT EXISTS coupon_redemptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  coupon_id uuid NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  discount_cents integer NOT NULL DEFAULT 0,
  discount_credits integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  reversed_at timestamptz
);
CREATE INDEX IF NOT EXISTS coupon_redemptions_user_idx ON coupon_redemptions (coupon_id, user_id) WHERE reversed_at IS NULL;

-- What the order was discounted, kept on the order so receipts and invoices print it.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS coupon_code text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS discount_cents integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS discount_credits integer NOT NULL DEFAULT 0;
