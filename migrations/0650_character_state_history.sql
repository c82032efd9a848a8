-- One state for a character, read by every page (docs/decisions/0165-one-character-state.md).
-- Staff may take an artist's character down for good: 'removed' joins the submission states.
ALTER TABLE character_submissions DROP CONSTRAINT IF EXISTS character_submissions_state_check;
ALTER TABLE character_submissions ADD CONSTRAINT character_submissions_state_check
  CHECK (state IN ('draft', 'in_review', 'changes_requested', 'approved', 'rejected', 'unpublished', 'removed'));

-- Rows the admin list's publish/unpublish left out of step with the shop before this change:
-- the shop's `characters.status` is what buyers saw, so the artist's state follows it.
UPDATE character_submissions s SET state = 'unpublished', version = s.version + 1, updated_at = now()
  FROM characters c WHERE c.id = s.character_id AND c.status = 'draft' AND s.state = 'approved';
UPDATE character_submissions s SET state = 'approved', version = s.version + 1, updated_at = now()
  FROM characters c WHERE c.id = s.character_id AND c.status = 'published' AND s.state IN ('draft', 'unpublished', 'rejected');

-- Every change of a character's state: who (the artist, a reviewer or other staff), why, and when.
-- The artist's area shows it as the character's history; the audit log keeps the full record.
CREATE TABLE IF NOT EXISTS character_state_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  character_id uuid NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  state text NOT NULL,
  by_role text NOT NULL CHECK (by_role IN ('artist', 'reviewer', 'staff')),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS character_state_events_character_idx ON character_state_events (character_id, created_at);
