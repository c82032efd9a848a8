-- The days on which staff were sent the digest of overdue custom orders. The job runner checks
-- every hour; claiming the day's row first makes the digest go once a day, however often the
-- server restarts or how many processes run the tasks.
CREATE TABLE IF NOT EXISTS job_overdue_digests (
  day date PRIMARY KEY,
  jobs integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
