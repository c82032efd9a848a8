-- The store's one job runner: background work with leases, retries and backoff (src/server/tasks).
CREATE TABLE IF NOT EXISTS tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- At most one pending task per key (recurring sweeps, one refund per order).
  dedupe_key text,
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 10,
  locked_until timestamptz,
  locked_by text,
  last_error text,
  done_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS tasks_due_idx ON tasks (run_at) WHERE done_at IS NULL AND failed_at IS NULL;
CREATE UNIQUE INDEX IF NOT EXISTS tasks_pending_key_idx ON tasks (dedupe_key) WHERE done_at IS NULL AND failed_at IS NULL;
