-- Staff refund an order one line at a time: each refunded line is recorded once (the unique line id
-- keeps a second refund of it out), with what went back in each unit, why, who did it and the
-- payment provider's reference. The order itself becomes refunded when its last line is.
CREATE TABLE IF NOT EXISTS order_line_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  order_line_id uuid NOT NULL UNIQUE REFERENCES order_lines(id) ON DELETE CASCADE,
  cents integer NOT NULL DEFAULT 0 CHECK (cents >= 0),
  credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
  reason text NOT NULL,
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  provider text,
  provider_ref text,
  status text NOT NULL DEFAULT 'succeeded' CHECK (status IN ('requested', 'succeeded')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS order_line_refunds_order_idx ON order_line_refunds (order_id);

-- The mails sent about an order (receipts, resent receipts), for the staff order page.
CREATE TABLE IF NOT EXISTS order_mails (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  template text NOT NULL,
  recipient text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS order_mails_order_idx ON order_mails (order_id);
