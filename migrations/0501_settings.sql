-- Store settings staff change at /admin/settings (issue 21). One row per changed setting;
-- a missing row means the default in src/lib/settings.ts. Every change is in the audit log.
CREATE TABLE IF NOT EXISTS store_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every process caches the settings; a change tells all of them at commit (src/server/cache/bus.ts).
CREATE OR REPLACE FUNCTION toonmart_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('toonmart_bus', '{"kind":"settings"}');
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS store_settings_changed ON store_settings;
CREATE TRIGGER store_settings_changed AFTER INSERT OR UPDATE OR DELETE ON store_settings FOR EACH STATEMENT EXECUTE FUNCTION toonmart_settings_changed();
