-- A full audit trail (issue 21): the client address of every staff change, and a log nobody can rewrite.
ALTER TABLE audit_log ADD COLUMN IF NOT EXISTS ip text;
CREATE INDEX IF NOT EXISTS audit_log_actor_idx ON audit_log (actor_email, created_at DESC);

-- The actor stays as written even if the account goes away: a foreign key with ON DELETE SET NULL
-- would be an UPDATE of the log, which the rule below refuses (docs/decisions/0120-audit-trail.md).
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_actor_id_fkey;

CREATE OR REPLACE FUNCTION toonmart_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

DROP TRIGGER IF EXISTS audit_log_append_only ON audit_log;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION toonmart_audit_append_only();
DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log;
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION toonmart_audit_append_only();
