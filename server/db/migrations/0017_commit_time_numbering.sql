-- The change feed's numbering at commit (issue 23, "the change feed at scale"). Until now every write
-- took the one advisory lock at its first row and held it until its commit: the whole transaction,
-- round trips to the server included, ran one at a time across every company.
-- Now a write draws a provisional change_seq as before (unique, seen by its own transaction only),
-- and a deferred trigger renumbers each row it wrote while the transaction commits: it takes the
-- lock there, draws the final change_seq and announces it. The lock is held from the first
-- renumbering to the end of the commit — no round trip in between — so final seq order is still
-- commit order (a feed reader never skips a change committed late under a lower number), and no
-- provisional number outlives its transaction.
-- The renumbering's own UPDATE runs with montra.renumbering on: the touch trigger leaves the row as
-- it is (no new updated_at or row_version) and queues no new renumbering.
CREATE OR REPLACE FUNCTION montra_touch() RETURNS trigger AS $$
BEGIN
  IF current_setting('montra.renumbering', true) = 'on' THEN
    RETURN NEW;
  END IF;
  NEW.change_seq := nextval('change_seq');
  NEW.updated_at := now();
  IF TG_OP = 'UPDATE' THEN
    NEW.row_version := OLD.row_version + 1;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- 0010's tombstone, its number (the column's default) renumbered and announced at commit too.
CREATE OR REPLACE FUNCTION montra_tombstone() RETURNS trigger AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  holder uuid := COALESCE((old_row ->> 'seller_uuid')::uuid, (old_row ->> 'contact_user_uuid')::uuid);
BEGIN
  IF TG_TABLE_NAME = 'contact_interactions' THEN
    SELECT c.contact_user_uuid INTO holder FROM contacts c WHERE c.uuid = (old_row ->> 'contact_uuid')::uuid;
  END IF;
  INSERT INTO tombstones (entity, uuid, company_uuid, user_uuid, owner_uuid)
  VALUES (
    TG_TABLE_NAME,
    OLD.uuid,
    COALESCE((old_row ->> 'company_uuid')::uuid, CASE WHEN TG_TABLE_NAME = 'companies' THEN OLD.uuid END),
    (old_row ->> 'user_uuid')::uuid,
    holder
  );
  RETURN OLD;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- One queued event per row written. A row written twice in a transaction is renumbered once: the
-- earlier event no longer finds the provisional number it carries. A row deleted after it was
-- written is not found either; its tombstone is renumbered instead.
CREATE OR REPLACE FUNCTION montra_number_at_commit() RETURNS trigger AS $$
DECLARE
  row_data jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(7454001);
  PERFORM set_config('montra.renumbering', 'on', true);
  IF TG_TABLE_NAME = 'tombstones' THEN
    UPDATE tombstones t SET change_seq = nextval('change_seq')
      WHERE t.id = NEW.id AND t.change_seq = NEW.change_seq
      RETURNING to_jsonb(t.*) INTO row_data;
  ELSE
    EXECUTE format(
      'UPDATE %I t SET change_seq = nextval(''change_seq'') WHERE t.uuid = $1 AND t.change_seq = $2 RETURNING to_jsonb(t.*)',
      TG_TABLE_NAME)
      INTO row_data USING NEW.uuid, NEW.change_seq;
  END IF;
  PERFORM set_config('montra.renumbering', 'off', true);
  IF row_data IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'tombstones' THEN
    PERFORM montra_announce(row_data ->> 'entity', row_data, (row_data ->> 'change_seq')::bigint,
                            (row_data ->> 'owner_uuid')::uuid);
  ELSE
    PERFORM montra_announce(TG_TABLE_NAME, row_data, (row_data ->> 'change_seq')::bigint, NULL);
  END IF;
  RETURN NULL;
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
    'contact_interactions', 'notifications', 'user_notifications', 'tombstones'
  ] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      'WHEN (current_setting(''montra.renumbering'', true) IS DISTINCT FROM ''on'') '
      'EXECUTE FUNCTION montra_number_at_commit()',
      t || '_number_at_commit', t);
  END LOOP;
END
$$;
