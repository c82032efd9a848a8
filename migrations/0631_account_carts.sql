-- A signed-in shopper's cart kept with the account (docs/decisions/0156-cart-kept-with-the-account.md):
-- the same lines as the browser's cart (a character and a plan, when added), merged with the browser's
-- at sign-in. Prices are never stored: the server prices every line again at checkout.
CREATE TABLE IF NOT EXISTS cart_lines (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  character_id uuid NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('standard', 'extended')),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, character_id, plan)
);
