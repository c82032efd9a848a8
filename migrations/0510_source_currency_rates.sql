-- Currency rates fetched from a public source (issue 21): the store setting "rateSource" picks
-- which rates the price pages use. 'manual' reads currency_rates (entered by staff); the others
-- read this table, filled by the rates.refresh task. One row per source and currency, units per 1 USD.
CREATE TABLE IF NOT EXISTS source_currency_rates (
  source text NOT NULL CHECK (source IN ('ecb', 'openexchangerates')),
  code text NOT NULL CHECK (code ~ '^[A-Z]{3}$'),
  rate numeric(18, 6) NOT NULL CHECK (rate > 0),
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, code)
);
