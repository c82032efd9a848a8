-- Every app process caches resolved sessions; any ended session or change to who a user is
-- (role, disabled, name, e-mail, avatar, password) tells all of them at commit, through the
-- same NOTIFY channel the page cache uses (src/server/cache/bus.ts), whoever made the change.
CREATE OR REPLACE FUNCTION toonmart_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('toonmart_bus', '{"kind":"sessions"}');
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS sessions_ended ON sessions;
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION toonmart_sessions_changed();

DROP TRIGGER IF EXISTS users_standing_changed ON users;
CREATE TRIGGER users_standing_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.disabled_at IS DISTINCT FROM NEW.disabled_at OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.avatar IS DISTINCT FROM NEW.avatar OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION toonmart_sessions_changed();
