-- A custom order has one number: the order number its buyer sees on the receipt (TM-001041).
-- Jobs used to count on their own (job #1034 for order TM-001041); from now on a job draws its
-- number from the orders' sequence and its payment order is given that same number.
--
-- Existing jobs take the number of their order; a job without one (an unpaid card order not yet
-- sent to checkout) takes a fresh number. Numbers are first made negative so that no row meets
-- another's old number on the way (the unique index is checked row by row).
ALTER TABLE custom_jobs ALTER COLUMN number DROP IDENTITY IF EXISTS;
ALTER TABLE custom_jobs ALTER COLUMN number TYPE bigint;
UPDATE custom_jobs SET number = -number;
UPDATE custom_jobs j SET number = o.number FROM orders o WHERE o.job_id = j.id AND o.kind = 'job';
UPDATE custom_jobs SET number = nextval('order_number_seq') WHERE number < 0;
ALTER TABLE custom_jobs ALTER COLUMN number SET DEFAULT nextval('order_number_seq');

-- When staff approved the order, and the day its work is due: the level's turnaround in
-- business days (Monday to Friday, UTC) counted from the approval day, as src/lib/jobs/due.ts
-- computes it for new approvals. Older approved jobs take their approval from the transition log.
ALTER TABLE custom_jobs ADD COLUMN IF NOT EXISTS approved_at timestamptz;
ALTER TABLE custom_jobs ADD COLUMN IF NOT EXISTS due_on date;
UPDATE custom_jobs j SET approved_at = t.created_at
FROM (SELECT job_id, min(created_at) AS created_at FROM custom_job_transitions WHERE action = 'approve' GROUP BY job_id) t
WHERE t.job_id = j.id AND j.approved_at IS NULL;
UPDATE custom_jobs j SET due_on = (
  SELECT d::date FROM generate_series((j.approved_at AT TIME ZONE 'UTC')::date + 1, (j.approved_at AT TIME ZONE 'UTC')::date + 2 * j.turnaround_days + 7, interval '1 day') d
  WHERE extract(isodow FROM d) < 6 ORDER BY d OFFSET greatest(j.turnaround_days, 1) - 1 LIMIT 1
) WHERE j.approved_at IS NOT NULL AND j.due_on IS NULL;

-- An artist may decline an assignment with a reason; the last one is kept for staff to read.
ALTER TABLE custom_jobs ADD COLUMN IF NOT EXISTS declined_reason text;
