-- Credit-priced characters paid by card (docs/decisions/0155-credit-top-up-in-the-order.md): the credits
-- a cart needs beyond what the buyer uses from their balance are bought in the same order, as one line
-- of kind 'top-up' (its credits and its price in USD), credited and spent when the order is paid.
ALTER TABLE order_lines DROP CONSTRAINT IF EXISTS order_lines_kind_check;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_kind_check CHECK (kind IN ('character', 'pack', 'job', 'top-up'));

-- Of an order's credits (total_credits), how many it bought by card (its 'top-up' line): the rest came
-- from the balance. Receipts and invoices say which; the ledger audit checks both parts.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS top_up_credits integer NOT NULL DEFAULT 0;
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_top_up_credits_check;
ALTER TABLE orders ADD CONSTRAINT orders_top_up_credits_check CHECK (top_up_credits >= 0 AND top_up_credits <= total_credits);
