-- The review loop (docs/decisions/0166-review-loop.md): the artist answers each note of a decision, and the
-- decision keeps what the reviewer read, so a resubmission shows the earlier notes and what changed since.
ALTER TABLE review_decisions ADD COLUMN IF NOT EXISTS answers jsonb NOT NULL DEFAULT '{}';
ALTER TABLE review_decisions ADD COLUMN IF NOT EXISTS snapshot jsonb;
