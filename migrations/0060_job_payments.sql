-- Custom jobs paid with credits: the ledger rows name their job, and each job has at
-- most one debit ('custom-job') and one refund ('custom-job-refund'), so a repeated
-- payment or a second rejection cannot move credits twice.
ALTER TABLE credit_ledger ADD COLUMN IF NOT EXISTS job_id uuid REFERENCES custom_jobs (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX IF NOT EXISTS credit_ledger_job_reason_key ON credit_ledger (job_id, reason) WHERE job_id IS NOT NULL;
