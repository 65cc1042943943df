-- Sync bookkeeping kept by the database itself, so no code path can forget it (design §4):
-- every insert or update draws a new change_seq and stamps updated_at; an update bumps row_version;
-- every delete leaves a tombstone for the change feed.
-- Writers take one transaction-scoped advisory lock before drawing a change_seq, so sequence order
-- equals commit order and a feed reader can never skip a change committed late under a lower number.
CREATE OR REPLACE FUNCTION montra_touch() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7454001);
  NEW.change_seq := nextval('change_seq');
  NEW.updated_at := now();
  IF TG_OP = 'UPDATE' THEN
    NEW.row_version := OLD.row_version + 1;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION montra_tombstone() RETURNS trigger AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
BEGIN
  PERFORM pg_advisory_xact_lock(7454001);
  INSERT INTO tombstones (entity, uuid, company_uuid, user_uuid)
  VALUES (
    TG_TABLE_NAME,
    OLD.uuid,
    COALESCE((old_row ->> 'company_uuid')::uuid, CASE WHEN TG_TABLE_NAME = 'companies' THEN OLD.uuid END),
    (old_row ->> 'user_uuid')::uuid
  );
  RETURN OLD;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'companies', 'users', 'stands', 'suppliers', 'financials', 'vehicles', 'vehicle_costs', 'categories',
    'extras', 'vehicle_photos', 'vehicle_videos', 'vehicle_files', 'sales', 'contacts',
    'contact_interactions', 'notifications', 'user_notifications'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION montra_touch()', t || '_touch', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION montra_tombstone()', t || '_tombstone', t);
  END LOOP;
END
$$;
